import client from 'prom-client';

/** Request latency buckets (seconds): a read from memory takes a millisecond, a busy write a second. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Clock step buckets (seconds): most steps find nothing to do; a settlement of a big lobby takes longer. */
const STEP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export type MetricSources = {
  /** Open push streams of this instance. */
  openStreams: () => number;
  /** Notices the hub sent (after merging), merged into another one, and resyncs after lost subscriptions. */
  notices: () => { sent: number; coalesced: number; resyncs: number };
  /** Requests waiting for a database connection (pg's pool); always 0 on PGlite. */
  poolWaiting: () => number;
};

export type ServerMetrics = {
  registry: client.Registry;
  requestDone(method: string, route: string, status: number, seconds: number): void;
  betPlaced(): void;
  betRefused(reason: string): void;
  clockStep(step: string, seconds: number): void;
};

/** A counter that mirrors a running total kept elsewhere, read at each scrape. */
function mirroredCounter(registry: client.Registry, name: string, help: string, read: () => number) {
  return new client.Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/** The instance's metrics in their own registry (one per app, so tests may build several). */
export function createServerMetrics(sources: MetricSources): ServerMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Histogram({
    name: 'kickchips_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, and how long they took (a stream: how long it stayed open)',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const placed = new client.Counter({
    name: 'kickchips_bets_placed_total',
    help: 'Bets placed',
    registers: [registry],
  });
  const refused = new client.Counter({
    name: 'kickchips_bets_refused_total',
    help: 'Bets refused, by reason (the refusal code, validation, or the status)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const steps = new client.Histogram({
    name: 'kickchips_clock_step_duration_seconds',
    help: "How long each step of the game clock's ticks took, when it ran (survey: the tick's one question)",
    labelNames: ['step'],
    buckets: STEP_BUCKETS,
    registers: [registry],
  });
  new client.Gauge({
    name: 'kickchips_push_streams_open',
    help: 'Push streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  mirroredCounter(
    registry,
    'kickchips_notices_sent_total',
    'Notices sent to the open streams (each counted once, whatever the number of streams)',
    () => sources.notices().sent,
  );
  mirroredCounter(
    registry,
    'kickchips_notices_coalesced_total',
    'Notices merged into another one of the same lobby (or match) and type instead of being sent alone',
    () => sources.notices().coalesced,
  );
  mirroredCounter(
    registry,
    'kickchips_stream_resyncs_total',
    'Times every stream was told to resync because the notifier had lost its subscription',
    () => sources.notices().resyncs,
  );
  new client.Gauge({
    name: 'kickchips_db_pool_waiting',
    help: 'Queries waiting for a free database connection (0 on the embedded database)',
    registers: [registry],
    collect() {
      this.set(sources.poolWaiting());
    },
  });

  return {
    registry,
    requestDone: (method, route, status, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    betPlaced: () => placed.inc(),
    betRefused: (reason) => refused.inc({ reason }),
    clockStep: (step, seconds) => steps.observe({ step }, seconds),
  };
}
