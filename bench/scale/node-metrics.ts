// What each API node says of the load it served (its own GET /metrics, prom-client text): how long it took to answer,
// timed inside the node, beside what the load generator measured from outside. Where the two differ, the time went
// to the sockets, the load generator or the machine's other processes, not to the node's work.

/** The token both bench nodes are started with (METRICS_TOKEN): GET /metrics on their main port. */
export const BENCH_METRICS_TOKEN = 'bench-scale-metrics-token-0123456789abcdef';

export async function scrapeMetrics(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`/metrics ${response.status}`);
  return response.text();
}

type Sample = { name: string; labels: Record<string, string>; value: number };

function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] as string] = pair[2] as string;
    found.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return found;
}

/** The answers to `route` between two scrapes: how many, and the share under each latency bound (the buckets'). */
export type NodeLatency = { count: number; within: Record<string, number> };

export function routeLatency(before: string, after: string, route: string): NodeLatency {
  const buckets = (text: string) => {
    const byBound = new Map<string, number>();
    for (const sample of samples(text)) {
      if (sample.name !== 'http_request_duration_seconds_bucket' || sample.labels.route !== route) continue;
      const bound = sample.labels.le as string;
      byBound.set(bound, (byBound.get(bound) ?? 0) + sample.value);
    }
    return byBound;
  };
  const start = buckets(before);
  const end = buckets(after);
  const count = (end.get('+Inf') ?? 0) - (start.get('+Inf') ?? 0);
  const within: Record<string, number> = {};
  for (const bound of ['0.025', '0.05', '0.1', '0.25']) {
    const answered = (end.get(bound) ?? 0) - (start.get(bound) ?? 0);
    within[`${Number(bound) * 1000} ms`] = count === 0 ? 0 : answered / count;
  }
  return { count, within };
}

/** One gauge's value in a scrape (the event-loop lag prom-client measured since the scrape before). */
export function gauge(text: string, name: string): number {
  return samples(text).find((sample) => sample.name === name)?.value ?? Number.NaN;
}
