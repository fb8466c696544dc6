// The import file travels as base64 inside JSON (packages/domain/src/imports/import-api.ts).

/**
 * Bytes per `String.fromCharCode` call: spreading a whole 1 MB file as arguments overflows the call stack in
 * some engines, so the bytes go through in slices (a multiple of 3 keeps each slice's base64 unpadded).
 */
const CHUNK_BYTES = 3 * 8_192;

/** Standard base64 (with padding) of `bytes`, as the server's Buffer.from(content, 'base64') reads it. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const slice = bytes.subarray(start, start + CHUNK_BYTES);
    parts.push(btoa(String.fromCharCode(...slice)));
  }
  return parts.join('');
}

/** The chosen file's content, base64. */
export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
