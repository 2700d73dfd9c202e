export type TickJob = { name: string; run: () => Promise<void> };

export type Ticker = { start(): void; stop(): Promise<void>; tick(): Promise<void> };

/**
 * Runs the game clock's jobs every `intervalMs`, one tick at a time (a slow tick delays the next
 * instead of overlapping it). A failing job is logged and the others still run: one bad round
 * must not stop the clock for every match.
 */
export function createTicker(
  jobs: TickJob[],
  intervalMs: number,
  onError: (job: string, err: unknown) => void,
): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const tick = async () => {
    for (const job of jobs) {
      try {
        await job.run();
      } catch (err) {
        onError(job.name, err);
      }
    }
  };

  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(loop, intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    tick,
  };
}
