import autocannon, { type RawRequest } from 'autocannon';

export type OnceRun = { seconds: number; statusCounts: Record<string, number>; ok: number };

/**
 * Sends each of `requests` exactly once over `connections` keep-alive connections, as fast as the
 * server answers, and times the whole batch.
 */
export async function runEachOnce(
  url: string,
  requests: readonly RawRequest[],
  connections: number,
): Promise<OnceRun> {
  let next = 0;
  const began = performance.now();
  const result = await autocannon({
    url,
    connections,
    amount: requests.length,
    timeout: 60,
    requests: [{ setupRequest: () => ({ ...requests[next++ % requests.length] }) }],
  });
  const seconds = (performance.now() - began) / 1000;
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stat]) => [code, Number(stat.count)]),
  );
  return { seconds, statusCounts, ok: result['2xx'] };
}
