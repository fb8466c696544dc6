import {
  SCALE_FAILED,
  SCALE_NOT_CHOSEN,
  SCALE_TIMEOUT,
  SCALE_UNSUCCESSFUL,
} from '@gestar/domain/messages/scale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the chosen scale and the availability for the page's life: each test loads it afresh.
async function load() {
  vi.resetModules();
  return import('./read-weight-scale.ts');
}

type Behaviour = {
  available?: boolean;
  /** What the chooser does: pick the scale, or throw (a DOMException name). */
  chooser?: 'pick' | 'NotFoundError' | 'SecurityError';
  connect?: 'ok' | 'fail';
  /** The Weight Measurement indications sent after the subscription (raw steps, 0xFFFF unsuccessful). */
  indications?: number[];
};

/** A scale behind a fake `navigator.bluetooth`; counts choosers and connections. */
function fakeBluetooth(behaviour: Behaviour = {}) {
  const calls = { choosers: 0, connects: 0, filters: [] as unknown[] };
  const characteristic = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      for (const [index, steps] of (behaviour.indications ?? []).entries())
        setTimeout(
          () => {
            characteristic.value = new DataView(new Uint8Array([0, steps & 0xff, steps >> 8]).buffer);
            characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
          },
          10 * (index + 1),
        );
      return characteristic;
    },
    async stopNotifications() {
      return characteristic;
    },
  });
  const server = {
    async connect() {
      calls.connects += 1;
      if (behaviour.connect === 'fail')
        throw new DOMException('GATT Server is disconnected.', 'NetworkError');
      return server;
    },
    async getPrimaryService() {
      return { getCharacteristic: async () => characteristic };
    },
  };
  vi.stubGlobal('navigator', {
    bluetooth: {
      getAvailability: async () => behaviour.available ?? true,
      async requestDevice(options: unknown) {
        calls.choosers += 1;
        calls.filters.push(options);
        const chooser = behaviour.chooser ?? 'pick';
        if (chooser !== 'pick') throw new DOMException('chooser', chooser);
        return { gatt: server };
      },
    },
  });
  return calls;
}

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scaleReadable: the button is drawn only where a scale can be reached', () => {
  it.each([
    ['Web Bluetooth and an adapter', () => fakeBluetooth({ available: true }), true],
    ['Web Bluetooth without an adapter', () => fakeBluetooth({ available: false }), false],
    ['no Web Bluetooth (Safari, Firefox)', () => vi.stubGlobal('navigator', {}), false],
  ])('%s', async (_case, install, readable) => {
    install();
    const { scaleReadable } = await load();
    expect(await scaleReadable()).toBe(readable);
  });
});

describe('readWeightScale: one reading, or what went wrong in pt-BR', () => {
  it('asks for scales of the Weight Scale Service, reads the next measurement, and keeps the scale for the next cow', async () => {
    const calls = fakeBluetooth({ indications: [59_700] });
    const { readWeightScale } = await load();
    expect(await readWeightScale(1000)).toEqual({ kg: 298.5 });
    expect(calls.filters).toEqual([{ filters: [{ services: [0x181d] }] }]);
    expect(await readWeightScale(1000)).toEqual({ kg: 298.5 });
    expect(calls.choosers).toBe(1);
    expect(calls.connects).toBe(2);
  });

  it.each<[string, Behaviour, string]>([
    ['the chooser closed without a scale', { chooser: 'NotFoundError' }, SCALE_NOT_CHOSEN()],
    ['the chooser refused (no user gesture, policy)', { chooser: 'SecurityError' }, SCALE_FAILED()],
    ['the scale out of reach', { connect: 'fail' }, SCALE_FAILED()],
    ['the scale says it could not weigh', { indications: [0xffff] }, SCALE_UNSUCCESSFUL()],
    ['no reading before the wait ends', { indications: [] }, SCALE_TIMEOUT()],
  ])('%s', async (_case, behaviour, problem) => {
    fakeBluetooth(behaviour);
    const { readWeightScale } = await load();
    expect(await readWeightScale(200)).toEqual({ problem });
  });

  it('a scale that fails to connect is forgotten: the next tap offers the chooser again', async () => {
    const calls = fakeBluetooth({ connect: 'fail' });
    const { readWeightScale } = await load();
    await readWeightScale(200);
    await readWeightScale(200);
    expect(calls.choosers).toBe(2);
  });
});
