import type { PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventTypes, odds } from '../src/db/schema';
import { createBettingWorld } from './kits/betting-world';
import { uploadTestImage } from './kits/upload-test-image';
import { recordedRoutes } from './security/route-recorder';
import { insertMatch, insertMatchEventTypes } from './world';

vi.mock('fastify', async (importOriginal) =>
  (await import('./security/route-recorder')).recordingFastify(await importOriginal()),
);

type Call = { url: string; payload?: object };
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Admin writes that change nothing a pushed screen shows; each says why. */
const SHOWN_NOWHERE: Record<string, string> = {
  'POST /api/admin/user': 'a new user is in no lobby yet',
  'POST /api/admin/avatar': 'the avatar picker reads the list when it opens',
  'POST /api/admin/event-type': 'a new event type is on no match yet',
  'POST /api/admin/game/create-event-type': 'a new event type is on no match yet',
  'DELETE /api/admin/event-type/:id': 'only an event type no match uses can be deleted',
  'PUT /api/admin/site-texts/:key': 'the public pages have no push stream',
  'POST /api/admin/user/:id/suspend': "the account's sessions end; no pushed screen shows a suspension",
  'POST /api/admin/user/:id/unsuspend': 'the account signs in again; no pushed screen shows a suspension',
  'POST /api/admin/event/correction-preview':
    'a read: it says what recording the event would do, and writes nothing',
};

const TIMELINE = 'half,second,eventType\n1,30,Goal\n1,600,end\n2,60,Corner\n2,120,end\n';

describe('every admin write publishes what it changed', () => {
  const w = createBettingWorld();
  const as = (method: Method | 'GET', url: string, payload?: object) =>
    w.app.inject({ method, url, payload, headers: w.admin.headers });
  const must = async (method: Method, url: string, payload?: object) => {
    const res = await as(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const fresh = async (options: Parameters<typeof insertMatch>[1] = {}) => {
    const made = await insertMatch(w.app.db, options);
    await insertMatchEventTypes(w.app.db, made.match.id, ['Goal', 'Corner']);
    return made;
  };
  const started = async () => {
    const made = await fresh();
    await must('POST', '/api/admin/game/start-half-1', { matchId: made.match.id });
    return made;
  };
  const goalTypeId = async () =>
    (await w.app.db.select().from(eventTypes).where(eq(eventTypes.name, 'Goal')))[0]!.id;
  /** An avatar a lobby member shows. */
  const shownAvatar = async () => {
    const avatar = await must('POST', '/api/admin/avatar', {
      name: 'Keeper',
      image: await uploadTestImage(w.app, w.admin, { isPublic: true }),
    });
    const player = await w.member();
    await must('PUT', `/api/admin/user/${player.id}`, { selectedAvatar: avatar._id });
    return avatar._id as string;
  };

  const newHalf = async (): Promise<Call> => {
    const { match } = await fresh({ halves: 1 });
    return { url: '', payload: { matchId: match.id, halfNumber: 2 } };
  };
  const newRound = async (): Promise<Call> => {
    const { halves } = await fresh({ halves: 1, roundsPerHalf: 1 });
    return { url: '', payload: { halfId: halves[0]!.id, roundNumber: 2, startMinute: 20, endMinute: 30 } };
  };
  const editMatch = async (id: string): Promise<Call> => ({
    url: `/api/admin/match/${id}`,
    payload: { homeTeam: 'Home FC', awayTeam: 'Away Town' },
  });
  const editHalf = async (): Promise<Call> => {
    const { halves } = await fresh();
    return { url: `/api/admin/match-half/${halves[1]!.id}`, payload: { halfNumber: 3 } };
  };
  const endHalf = (base: string) => async (): Promise<Call> => {
    const { halves } = await started();
    return { url: `${base}/end/${halves[0]!.id}`, payload: {} };
  };
  const deleteHalf = (base: string) => async (): Promise<Call> => ({
    url: `${base}/${(await fresh()).halves[1]!.id}`,
  });
  const editRound = async (): Promise<Call> => ({
    url: `/api/admin/match-round/${(await fresh()).rounds[0]!.id}`,
    payload: { endMinute: 8 },
  });
  const deleteRound = (base: string) => async (): Promise<Call> => ({
    url: `${base}/${(await fresh()).rounds[4]!.id}`,
  });
  const editOdd = async (): Promise<Call> => {
    const { match, odds } = await fresh();
    const odd = odds[0]!;
    return {
      url: `/api/admin/odds/${odd.id}`,
      payload: { match: match.id, eventType: odd.eventType, betType: odd.betType, threshold: 0.5, odds: 2.2 },
    };
  };
  const editEventType = async (): Promise<Call> => ({
    url: `/api/admin/event-type/${await goalTypeId()}`,
    payload: { displayName: 'Goal' },
  });
  const editUser = async (): Promise<Call> => ({
    url: `/api/admin/user/${(await w.member()).id}`,
    payload: { name: 'Renamed Player' },
  });
  const editAvatar = async (): Promise<Call> => ({
    url: `/api/admin/avatar/${await shownAvatar()}`,
    payload: { name: 'Goalkeeper' },
  });
  /** A started half whose first round is due: the clock has something to do. */
  const dueRound = async () => {
    const made = await started();
    w.clock.advance(61_000);
    return made;
  };

  const cases: Record<string, () => Promise<Call>> = {
    'POST /api/admin/match': async () => ({ url: '', payload: { homeTeam: 'New FC', awayTeam: 'Other FC' } }),
    'POST /api/admin/game/create-match': async () => ({
      url: '',
      payload: { homeTeam: 'New FC', awayTeam: 'Other FC' },
    }),
    'POST /api/admin/match/:id': () => editMatch(w.match.id),
    'PUT /api/admin/match/:id': () => editMatch(w.match.id),
    'DELETE /api/admin/match/:id': async () => ({ url: `/api/admin/match/${(await fresh()).match.id}` }),
    'POST /api/admin/match-half': newHalf,
    'POST /api/admin/game/create-half': newHalf,
    'POST /api/admin/match-half/:id': editHalf,
    'PUT /api/admin/match-half/:id': editHalf,
    'POST /api/admin/match-half/end/:halfId': endHalf('/api/admin/match-half'),
    'POST /api/admin/matchHalf/end/:halfId': endHalf('/api/admin/matchHalf'),
    'DELETE /api/admin/match-half/:id': deleteHalf('/api/admin/match-half'),
    'DELETE /api/admin/matchHalf/:id': deleteHalf('/api/admin/matchHalf'),
    'POST /api/admin/match-round': newRound,
    'POST /api/admin/game/create-round': newRound,
    'POST /api/admin/match-round/:id': editRound,
    'PUT /api/admin/match-round/:id': editRound,
    'DELETE /api/admin/match-round/:id': deleteRound('/api/admin/match-round'),
    'DELETE /api/admin/matchRound/:id': deleteRound('/api/admin/matchRound'),
    'POST /api/admin/odds': async () => ({
      url: '',
      payload: {
        match: (await fresh()).match.id,
        eventType: 'Goal',
        betType: 'over',
        threshold: 1.5,
        odds: 2.5,
      },
    }),
    'POST /api/admin/odds/:id': editOdd,
    'PUT /api/admin/odds/:id': editOdd,
    'POST /api/admin/game/create-odds': async () => ({
      url: '',
      payload: {
        matchId: (await fresh()).match.id,
        eventType: 'Goal',
        betType: 'over',
        threshold: 1.5,
        oddsValue: 2.5,
      },
    }),
    'DELETE /api/admin/odds/:id': async () => ({ url: `/api/admin/odds/${(await fresh()).odds[0]!.id}` }),
    'POST /api/admin/odds/:id/unpin': async () => ({
      url: `/api/admin/odds/${(await fresh({ autoPricing: true })).odds[0]!.id}/unpin`,
      payload: {},
    }),
    'POST /api/admin/odds/:id/offer-again': async () => {
      const line = (await fresh({ autoPricing: true })).odds[0]!;
      await w.app.db.update(odds).set({ pinned: false, withdrawn: true }).where(eq(odds.id, line.id));
      return { url: `/api/admin/odds/${line.id}/offer-again`, payload: {} };
    },
    'PUT /api/admin/match/:matchId/pricing': async () => ({
      url: `/api/admin/match/${(await fresh()).match.id}/pricing`,
      payload: { autoPricing: true, priceMargin: 0.08 },
    }),
    'POST /api/admin/match/:matchId/event-types/add': async () => {
      const { match } = await insertMatch(w.app.db);
      return { url: `/api/admin/match/${match.id}/event-types/add`, payload: { eventTypeName: 'Goal' } };
    },
    'DELETE /api/admin/match/:matchId/event-types/:name': async () => ({
      url: `/api/admin/match/${(await fresh()).match.id}/event-types/Corner`,
    }),
    'PUT /api/admin/match/:matchId/event-types/reorder': async () => ({
      url: `/api/admin/match/${(await fresh()).match.id}/event-types/reorder`,
      payload: { eventTypeOrder: ['Corner', 'Goal'] },
    }),
    'POST /api/admin/match/:matchId/set-up-rounds': async () => ({
      url: `/api/admin/match/${(await fresh({ roundsPerHalf: 0 })).match.id}/set-up-rounds`,
      payload: {},
    }),
    'POST /api/admin/match/:matchId/copy-odds': async () => ({
      url: `/api/admin/match/${(await fresh()).match.id}/copy-odds`,
      payload: { fromMatchId: (await fresh()).match.id },
    }),
    'POST /api/admin/event-type/:id': editEventType,
    'PUT /api/admin/event-type/:id': editEventType,
    'POST /api/admin/event': async () => ({
      url: '',
      payload: { match: (await dueRound()).match.id, eventType: 'Goal' },
    }),
    'DELETE /api/admin/event/delete-event/:id': async () => {
      const event = await must('POST', '/api/admin/event', {
        match: (await dueRound()).match.id,
        eventType: 'Goal',
      });
      return { url: `/api/admin/event/delete-event/${event.event._id}` };
    },
    'PATCH /api/admin/event/:id': async () => {
      const event = await must('POST', '/api/admin/event', {
        match: (await dueRound()).match.id,
        eventType: 'Goal',
      });
      return { url: `/api/admin/event/${event.event._id}`, payload: { team: 'away' } };
    },
    'POST /api/admin/game/start-half-1': async () => ({
      url: '',
      payload: { matchId: (await fresh()).match.id },
    }),
    'POST /api/admin/game/start-half-2': async () => {
      const { match } = await started();
      await must('POST', '/api/admin/game/end-half', { matchId: match.id, halfNumber: 1 });
      return { url: '', payload: { matchId: match.id } };
    },
    'POST /api/admin/game/end-half': async () => ({
      url: '',
      payload: { matchId: (await started()).match.id, halfNumber: 1 },
    }),
    'POST /api/admin/game/end-match': async () => ({
      url: '',
      payload: { matchId: (await started()).match.id },
    }),
    'POST /api/admin/game/update-rounds': async () => ({
      url: '',
      payload: { halfId: (await dueRound()).halves[0]!.id },
    }),
    'POST /api/admin/game/manual-trigger': async () => {
      await dueRound();
      return { url: '' };
    },
    'POST /api/admin/game/replay': async () => ({
      url: '',
      payload: { matchId: (await fresh()).match.id, format: 'csv', timeline: TIMELINE, clockSpeed: 10 },
    }),
    'POST /api/admin/user/:id': editUser,
    'PUT /api/admin/user/:id': editUser,
    'DELETE /api/admin/user/:id': async () => ({ url: `/api/admin/user/${(await w.member()).id}` }),
    'POST /api/admin/lobby/:id/remove-member': async () => ({
      url: `/api/admin/lobby/${w.lobby.id}/remove-member`,
      payload: { userId: (await w.member()).id },
    }),
    'DELETE /api/admin/chat/:messageId': async () => {
      const sent = await w
        .as(await w.member())
        .call('POST', '/api/app/chat/send', { lobbyId: w.lobby.id, message: 'to be removed' });
      return { url: `/api/admin/chat/${sent.json().data.message._id}` };
    },
    'POST /api/admin/game/abandon-match': async () => ({
      url: '',
      payload: { matchId: (await started()).match.id },
    }),
    'POST /api/admin/avatar/:id': editAvatar,
    'PUT /api/admin/avatar/:id': editAvatar,
    'DELETE /api/admin/avatar/:id': async () => ({ url: `/api/admin/avatar/${await shownAvatar()}` }),
  };

  let writes: { method: Method; url: string }[];
  beforeAll(() => {
    const keys = new Set<string>();
    writes = recordedRoutes
      .filter(
        (route) =>
          route.url.startsWith('/api/admin/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
      )
      .filter(
        (route) => !keys.has(`${route.method} ${route.url}`) && keys.add(`${route.method} ${route.url}`),
      )
      .map((route) => ({ method: route.method as Method, url: route.url }));
  });

  it('has a case, or a reason to publish nothing, for every admin write route', () => {
    expect(writes.length).toBeGreaterThan(40);
    const keys = writes.map((route) => `${route.method} ${route.url}`);
    expect(keys.filter((key) => !cases[key] && !SHOWN_NOWHERE[key])).toEqual([]);
    const known = new Set(keys);
    expect([...Object.keys(cases), ...Object.keys(SHOWN_NOWHERE)].filter((key) => !known.has(key))).toEqual(
      [],
    );
  });

  it('publishes at least one notice on each', async () => {
    const silent: string[] = [];
    for (const { method, url } of writes) {
      const key = `${method} ${url}`;
      const make = cases[key];
      if (!make) continue;
      const call = await make();
      const spy = vi.spyOn(w.app.notices, 'publish');
      const res = await as(method, call.url || url, call.payload);
      const published: PushMessage[] = spy.mock.calls.flatMap(([messages]) => [...messages]);
      spy.mockRestore();
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      if (published.length === 0) silent.push(key);
    }
    expect(silent).toEqual([]);
  });
});
