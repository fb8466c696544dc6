import type { Page } from '@playwright/test';

/**
 * A Bluetooth scale at the Web Bluetooth boundary: `navigator.bluetooth` answers as Chromium's does, and the scale
 * it offers (to a chooser filtered on the Weight Scale Service) indicates one Weight Measurement of `kg`, in the
 * standard service's 1/200 kg steps, shortly after the page subscribes. Counts the choosers opened in
 * `window.scaleChoosers`. Headless Chromium on a machine with no adapter reports Bluetooth unavailable.
 */
export async function installFakeScale(page: Page, kg: number): Promise<void> {
  await page.addInitScript(
    (steps: number) => {
      const SERVICE = 0x181d;
      const MEASUREMENT = 0x2a9d;
      const state = window as unknown as { scaleChoosers: number };
      state.scaleChoosers = 0;
      const characteristic = Object.assign(new EventTarget(), {
        value: null as DataView | null,
        async startNotifications() {
          setTimeout(() => {
            characteristic.value = new DataView(new Uint8Array([0x00, steps & 0xff, steps >> 8]).buffer);
            characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
          }, 300);
          return characteristic;
        },
        async stopNotifications() {
          return characteristic;
        },
      });
      const server = {
        async connect() {
          return server;
        },
        async getPrimaryService(service: number) {
          if (service !== SERVICE) throw new DOMException('No such service', 'NotFoundError');
          return {
            async getCharacteristic(uuid: number) {
              if (uuid !== MEASUREMENT) throw new DOMException('No such characteristic', 'NotFoundError');
              return characteristic;
            },
          };
        },
      };
      const bluetooth = {
        async getAvailability() {
          return true;
        },
        async requestDevice(options: { filters?: { services?: number[] }[] }) {
          state.scaleChoosers += 1;
          const offered = options.filters?.some((filter) => filter.services?.includes(SERVICE));
          if (!offered)
            throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
          return { name: 'Balança de teste', gatt: server };
        },
      };
      Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => bluetooth });
    },
    Math.round(kg / 0.005),
  );
}

/** A browser without Web Bluetooth (Safari, Firefox): the API is absent. */
export async function withoutWebBluetooth(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => undefined });
  });
}
