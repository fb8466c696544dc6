import { useEffect, useState } from 'react';
import { useOnline } from '../sync/connectivity.ts';
import { failureNotice, type Notice, offlineNotice } from './failure-notice.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; notice: Notice };

/**
 * Loads from the server (online-only screens): offline it fails at once with the spec's offline message,
 * and loads again when the connection returns.
 */
export function useServerValue<T>(
  load: (signal: AbortSignal) => Promise<T>,
  failureTitle: string,
  key: string,
): Loaded<T> {
  const online = useOnline();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; a new closure per render must not refetch.
  useEffect(() => {
    if (!online) {
      setState({ status: 'failed', notice: offlineNotice() });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', notice: failureNotice(error, failureTitle) });
      },
    );
    return () => controller.abort();
  }, [online, key, failureTitle]);
  return state;
}
