// A Bluetooth scale's reading (spec §2 D0 Resync: 'initial weight (with scale-reading button)'), through the
// standard Weight Scale Service of the Bluetooth SIG: the one GATT service a browser can read from any maker's
// scale without a driver. Pure: the web app hands over the characteristic's bytes.

/** Weight Scale Service (assigned number 0x181D). */
export const WEIGHT_SCALE_SERVICE = 0x181d;
/** Its Weight Measurement characteristic (0x2A9D), indicated by the scale once a reading is taken. */
export const WEIGHT_MEASUREMENT = 0x2a9d;

const POUND_KG = 0.453_592_37;
/** The field's steps: 1/200 kg in SI units, 1/100 lb in imperial units (flags bit 0). */
const KG_STEP = 0.005;
const LB_STEP = 0.01;
/** 0xFFFF: 'measurement unsuccessful' (the scale says it could not weigh). */
const UNSUCCESSFUL = 0xffff;

/**
 * The service was made for people: its field holds at most 65,534 steps, 327.67 kg in SI units or 655.34 lb
 * (297.25 kg) in imperial ones, so a heavier cow cannot be read through it, whatever the scale shows (README).
 *
 * A Weight Measurement value → kilograms rounded to the field's two decimals, or null for a reading the scale
 * marks unsuccessful or bytes too short to hold one. Flags (byte 0): bit 0 units (0 kg, 1 lb); the weight is
 * the little-endian uint16 after them; time stamp, user and BMI fields, when present, follow it and are not read.
 */
export function weightMeasurementKg(bytes: Uint8Array): number | null {
  if (bytes.length < 3) return null;
  const flags = bytes[0] ?? 0;
  const raw = (bytes[1] ?? 0) | ((bytes[2] ?? 0) << 8);
  if (raw === UNSUCCESSFUL) return null;
  const kg = flags & 0x01 ? raw * LB_STEP * POUND_KG : raw * KG_STEP;
  return Math.round(kg * 100) / 100;
}
