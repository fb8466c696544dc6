import { saveBlob } from './save-blob.ts';

/** Hands a file to the browser's download (works offline: nothing leaves the device). */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/zip'): void {
  // Copied into a fresh ArrayBuffer: Blob wants ArrayBuffer-backed views, not any ArrayBufferLike.
  saveBlob(new Blob([new Uint8Array(bytes)], { type }), fileName);
}
