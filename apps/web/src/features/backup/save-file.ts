/** Hands a file to the browser's download (works offline: nothing leaves the device). */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/zip'): void {
  // Copied into a fresh ArrayBuffer: Blob wants ArrayBuffer-backed views, not any ArrayBufferLike.
  const blob = new Blob([new Uint8Array(bytes)], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
