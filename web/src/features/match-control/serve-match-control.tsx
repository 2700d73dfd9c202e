import type { Match, MatchEvent, MatchHalf } from '@kickchips/core';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { EVENT_TYPES, MATCH_ID } from './match-control-fixtures';
import { RealtimeMatchUpdatesRoute } from './realtime-match-updates-route';

/** What the realtime screen's server holds in a test; handlers may change it as a server would. */
export type MatchControlWorld = { matches: Match[]; halves: MatchHalf[]; events: MatchEvent[] };

/** Answers the realtime screen's reads from `world`, and whatever `extra` adds or overrides. */
export function serveMatchControl(world: MatchControlWorld, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/match': () => ok(world.matches),
    [`GET /api/admin/match-half/match/${MATCH_ID}`]: () => ok({ matchHalfs: world.halves }),
    [`GET /api/admin/matchRound/match/${MATCH_ID}`]: ok({ matchRounds: [] }),
    [`GET /api/admin/match/${MATCH_ID}/event-types`]: ok({ eventTypes: EVENT_TYPES }),
    'GET /api/admin/event-types/available': ok({ eventTypes: { builtIn: [], configurable: [] } }),
    'GET /api/admin/event': () => ok({ events: world.events }),
    ...extra,
  });
}

/** The realtime screen at `path`, by default with the test match selected. */
export const openMatchControl = (path = `/admin/events?match=${MATCH_ID}`) =>
  renderWithProviders([{ path: '/admin/events', element: <RealtimeMatchUpdatesRoute /> }], [path]);

/** The Match Control row of half `n`. */
export const halfRow = async (n: number) =>
  (await screen.findByText(`Half ${n}`, { selector: 'span' })).closest('li')!;
