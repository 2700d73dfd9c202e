import autocannon, { type Options } from 'autocannon';

export type Throughput = { requestsPerSecond: number; ok: number; p97_5Ms: number };

/**
 * Requests per second answered 2xx for each target, measured in alternating slices (a, b, a, b...)
 * after a warm-up of each, so that a change in the machine's load during the run falls on both
 * alike. Any non-2xx answer or connection error fails the benchmark: a fast error is not a figure.
 */
export async function compareThroughput(
  targets: readonly Omit<Options, 'duration' | 'amount'>[],
  seconds: { warmUp: number; slice: number; slices: number },
): Promise<Throughput[]> {
  for (const target of targets) await autocannon({ ...target, duration: seconds.warmUp });
  const totals = targets.map(() => ({ ok: 0, seconds: 0, p97_5: [] as number[] }));
  for (let slice = 0; slice < seconds.slices; slice++) {
    for (const [i, target] of targets.entries()) {
      const result = await autocannon({ ...target, duration: seconds.slice });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(
          `${target.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
        );
      }
      totals[i]!.ok += result['2xx'];
      totals[i]!.seconds += result.duration;
      totals[i]!.p97_5.push(result.latency.p97_5);
    }
  }
  return totals.map((t) => ({
    requestsPerSecond: t.ok / t.seconds,
    ok: t.ok,
    p97_5Ms: Math.max(...t.p97_5),
  }));
}
