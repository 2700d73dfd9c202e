import { afterAll, describe, expect, it } from 'vitest';
import { createBettingWorld } from '../../../test/kits/betting-world';
import { createTestApp } from '../../../test/world/test-app';
import { METRICS_TOKEN_NEEDED } from './metrics-plugin';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample line of the text format, such as `kickchips_bets_placed_total 1`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  const w = createBettingWorld({}, { config: { metricsToken: TOKEN } });
  const scrape = async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a caller without the token, or with a wrong one, with a 401', async () => {
    const none = await w.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(METRICS_TOKEN_NEEDED);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await w.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route and status, bets placed and refused by reason, clock steps, streams and notices', async () => {
    const alice = await w.member(100);
    const round = w.rounds[0]!.id;
    expect((await w.placeBet(alice, { roundId: round, stake: 10 })).statusCode).toBe(200);
    expect((await w.placeBet(alice, { roundId: round, stake: 10 })).statusCode).toBe(409);
    expect((await w.placeBet(alice, { roundId: round, stake: 'ten' })).statusCode).toBe(400);
    await w.app.engine.tick();

    const text = await scrape();
    expect(sample(text, 'kickchips_bets_placed_total')).toBe(1);
    expect(sample(text, 'kickchips_bets_refused_total{reason="bet/already_placed"}')).toBe(1);
    expect(sample(text, 'kickchips_bets_refused_total{reason="validation"}')).toBe(1);
    const placeBets =
      'kickchips_http_request_duration_seconds_count{method="POST",route="/api/app/game/place-bet"';
    expect(sample(text, `${placeBets},status="200"}`)).toBe(1);
    expect(sample(text, `${placeBets},status="409"}`)).toBe(1);
    expect(text).toContain('kickchips_http_request_duration_seconds_bucket{le="0.005",method="POST"');
    expect(sample(text, 'kickchips_clock_step_duration_seconds_count{step="survey"}')).toBeGreaterThan(0);
    expect(sample(text, 'kickchips_push_streams_open')).toBe(0);
    expect(sample(text, 'kickchips_notices_sent_total')).toBeGreaterThan(0);
    expect(sample(text, 'kickchips_notices_coalesced_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kickchips_db_pool_waiting')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there: 404', async () => {
    const app = await createTestApp();
    afterAll(() => app.close());
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
