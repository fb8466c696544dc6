/**
 * Shares one read of the committed revision among the requests that ask at the same time, without ever
 * answering a request with a value read before it arrived: a caller joins the read that starts after the one
 * in flight, never the one in flight. So a poll still sees every write committed before it came in (a device
 * that just pushed pulls its own records back), while 200 devices polling at once cost a handful of queries
 * instead of 200. At most one read is in flight and one queued.
 */
export function coalescedReader(read: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  let queued: Promise<number> | undefined;

  const start = (): Promise<number> => {
    const reading = read();
    inFlight = reading;
    const settle = () => {
      if (inFlight === reading) inFlight = undefined;
    };
    reading.then(settle, settle);
    return reading;
  };

  return () => {
    if (!inFlight) return start();
    if (!queued) {
      const next = () => {
        queued = undefined;
        return start();
      };
      queued = inFlight.then(next, next);
    }
    return queued;
  };
}
