import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, fileToBase64 } from './file-content.ts';

describe('bytesToBase64', () => {
  it('encodes like Node, with padding', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Importação de dados ✓']) {
      const bytes = new TextEncoder().encode(text);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('encodes a 1 MB file across slices without a stack overflow', () => {
    const bytes = new Uint8Array(1_024_000);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + 7) % 256;
    const encoded = bytesToBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect([...Buffer.from(encoded, 'base64')].every((byte, index) => byte === bytes[index])).toBe(true);
  });
});

describe('fileToBase64', () => {
  it('reads a Blob', async () => {
    const blob = new Blob([new Uint8Array([0, 1, 2, 250, 251, 252, 253])]);
    expect(await fileToBase64(blob)).toBe('AAEC+vv8/Q==');
  });
});
