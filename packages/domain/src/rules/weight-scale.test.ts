import { describe, expect, it } from 'vitest';
import { weightMeasurementKg } from './weight-scale.ts';

/** Flags, then the weight as the scale sends it (little-endian uint16), then any optional fields. */
const measurement = (flags: number, raw: number, ...rest: number[]) =>
  new Uint8Array([flags, raw & 0xff, raw >> 8, ...rest]);

describe('weightMeasurementKg: the Weight Measurement characteristic (Bluetooth Weight Scale Service)', () => {
  it.each([
    ['kg, 1/200 kg steps: 59,700 → 298.5 kg', measurement(0x00, 59_700), 298.5],
    ['kg: 15,000 → 75 kg', measurement(0x00, 15_000), 75],
    ['kg: the largest value the field holds, 65,534 → 327.67 kg', measurement(0x00, 65_534), 327.67],
    ['kg, rounded to the field’s two decimals: 1 step → 0.01 kg', measurement(0x00, 1), 0.01],
    ['lb, 1/100 lb steps: 60,000 → 600 lb → 272.16 kg', measurement(0x01, 60_000), 272.16],
    ['lb: 22,046 → 220.46 lb → 100 kg', measurement(0x01, 22_046), 100],
    [
      'time stamp present (bit 1): the weight still follows the flags',
      measurement(0x02, 59_700, 0xea, 0x07, 11, 28, 9, 30, 0),
      298.5,
    ],
    ['user and BMI present (bits 2–3): ignored', measurement(0x0c, 40_000, 1, 0x10, 0x01, 0x20, 0x06), 200],
    ['0xFFFF: the scale says it could not weigh', measurement(0x00, 0xffff), null],
    ['0xFFFF in pounds too', measurement(0x01, 0xffff), null],
  ])('%s', (_case, bytes, kg) => {
    expect(weightMeasurementKg(bytes)).toBe(kg);
  });

  it.each([
    ['no bytes', new Uint8Array([])],
    ['flags only', new Uint8Array([0x00])],
    ['half a weight', new Uint8Array([0x00, 0x10])],
  ])('too short to hold a weight: %s', (_case, bytes) => {
    expect(weightMeasurementKg(bytes)).toBeNull();
  });
});
