// The Web Bluetooth boundary of the scale-reading button: the browser's chooser, the GATT connection and the
// Weight Measurement indication, turned into kilograms (domain rules/weight-scale.ts) or a pt-BR problem. TypeScript's
// DOM library has no Web Bluetooth types yet, so the few members used are declared here.
import {
  SCALE_FAILED,
  SCALE_NOT_CHOSEN,
  SCALE_TIMEOUT,
  SCALE_UNSUCCESSFUL,
} from '@gestar/domain/messages/scale';
import {
  WEIGHT_MEASUREMENT,
  WEIGHT_SCALE_SERVICE,
  weightMeasurementKg,
} from '@gestar/domain/rules/weight-scale';

type Characteristic = EventTarget & {
  value?: DataView | null;
  startNotifications(): Promise<unknown>;
  stopNotifications(): Promise<unknown>;
};
type GattServer = {
  connect(): Promise<GattServer>;
  getPrimaryService(service: number): Promise<{ getCharacteristic(uuid: number): Promise<Characteristic> }>;
};
type ScaleDevice = { gatt?: GattServer };
type WebBluetooth = {
  getAvailability(): Promise<boolean>;
  requestDevice(options: { filters: { services: number[] }[] }): Promise<ScaleDevice>;
};

export type ScaleReading = { kg: number } | { problem: string };

/** How long a tap waits for the scale to settle and send its reading. */
export const SCALE_WAIT_MS = 30_000;

const webBluetooth = (): WebBluetooth | undefined =>
  (navigator as Navigator & { bluetooth?: WebBluetooth }).bluetooth;

let availability: Promise<boolean> | null = null;

/**
 * Whether the browser can reach a Bluetooth scale at all (Web Bluetooth, and an adapter). Asked once per page
 * load: every cow row of the screen asks.
 */
export function scaleReadable(): Promise<boolean> {
  availability ??= (async () => {
    const bluetooth = webBluetooth();
    if (!bluetooth) return false;
    try {
      return await bluetooth.getAvailability();
    } catch {
      return false;
    }
  })();
  return availability;
}

// The scale chosen once serves the next cows: the chooser on every cow would cost the chute a tap and a wait.
let chosen: ScaleDevice | null = null;

function nextReading(characteristic: Characteristic, waitMs: number): Promise<ScaleReading> {
  return new Promise((resolve) => {
    const finish = (reading: ScaleReading) => {
      clearTimeout(timer);
      characteristic.removeEventListener('characteristicvaluechanged', onValue);
      resolve(reading);
    };
    const onValue = () => {
      const view = characteristic.value;
      if (!view) return;
      const kg = weightMeasurementKg(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
      finish(kg === null ? { problem: SCALE_UNSUCCESSFUL() } : { kg });
    };
    const timer = setTimeout(() => finish({ problem: SCALE_TIMEOUT() }), waitMs);
    characteristic.addEventListener('characteristicvaluechanged', onValue);
    characteristic.startNotifications().catch(() => finish({ problem: SCALE_FAILED() }));
  });
}

/**
 * One reading: the scale chosen before (else the browser's chooser, filtered to scales that offer the Weight
 * Scale Service), connected, and its next Weight Measurement. Must be called from a tap (the chooser needs one).
 */
export async function readWeightScale(waitMs = SCALE_WAIT_MS): Promise<ScaleReading> {
  const bluetooth = webBluetooth();
  if (!bluetooth) return { problem: SCALE_FAILED() };
  let device = chosen;
  if (!device) {
    try {
      device = await bluetooth.requestDevice({ filters: [{ services: [WEIGHT_SCALE_SERVICE] }] });
    } catch (error) {
      // NotFoundError: the person closed the chooser, or no scale was in reach.
      const cancelled = error instanceof DOMException && error.name === 'NotFoundError';
      return { problem: cancelled ? SCALE_NOT_CHOSEN() : SCALE_FAILED() };
    }
    chosen = device;
  }
  try {
    if (!device.gatt) throw new Error('no GATT server');
    const server = await device.gatt.connect();
    const service = await server.getPrimaryService(WEIGHT_SCALE_SERVICE);
    const characteristic = await service.getCharacteristic(WEIGHT_MEASUREMENT);
    const reading = await nextReading(characteristic, waitMs);
    await characteristic.stopNotifications().catch(() => undefined);
    return reading;
  } catch {
    // Out of reach or switched off: the next tap offers the chooser again.
    chosen = null;
    return { problem: SCALE_FAILED() };
  }
}
