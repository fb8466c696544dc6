/** Asks the server whether it and its database answer; false on any network failure or time-out. */
export async function fetchServerHealth(timeoutMs = 10_000): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: string };
    return body.status === 'ok';
  } catch {
    return false;
  }
}
