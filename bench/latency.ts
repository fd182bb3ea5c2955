/** Latency figures of a benchmark step, in milliseconds. */
export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function summarise(samples: number[], elapsedMs: number): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1] ?? 0),
    perSecond: Math.round(samples.length / (elapsedMs / 1000)),
  };
}

/**
 * Runs `clients` concurrent loops of `request` for `durationMs` (after a short warm-up) and
 * answers the latency summary. Each request's own index lets callers vary the query. The warm-up
 * runs as many loops as the measure: one loop at a time used one or two of the pool's database
 * connections, and the measure then opened the others, each a new PostgreSQL process whose caches
 * of tables and plans start empty (a report page's planning took 4.7 ms there, 0.9 ms warm).
 */
export async function load(clients: number, durationMs: number, request: (index: number) => Promise<void>, warmUp = 100): Promise<LatencySummary> {
  let warmed = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (warmed < warmUp) await request(warmed++);
    }),
  );
  const samples: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() - started < durationMs) {
        const index = next++;
        const t0 = performance.now();
        await request(index);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return summarise(samples, performance.now() - started);
}
