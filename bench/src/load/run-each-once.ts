import autocannon, { type RawRequest, type Result } from 'autocannon';

export type OnceRun = { seconds: number; statusCounts: Record<string, number>; ok: number };

/**
 * Sends each of `requests` exactly once over `connections` keep-alive connections, as fast as the
 * server answers, and times the batch from the first request to the last response. (autocannon
 * itself reports a batch as done on its next 1-second tick, which would round every figure up to
 * whole seconds.)
 */
export async function runEachOnce(
  url: string,
  requests: readonly RawRequest[],
  connections: number,
): Promise<OnceRun> {
  let next = 0;
  const began = performance.now();
  let lastResponse = began;
  const result = await new Promise<Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        amount: requests.length,
        timeout: 60,
        requests: [{ setupRequest: () => ({ ...requests[next++ % requests.length] }) }],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    run.on('response', () => {
      lastResponse = performance.now();
    });
  });
  const seconds = (lastResponse - began) / 1000;
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stat]) => [code, Number(stat.count)]),
  );
  return { seconds, statusCounts, ok: result['2xx'] };
}
