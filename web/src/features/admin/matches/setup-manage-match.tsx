import type { MatchDetail, MatchRound, Odd } from '@kickchips/core';
import { fail, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  MATCH_EVENT_TYPES,
  MATCH_ID,
  makeHalf,
  makeMatch,
  makeOdd,
  makeRound,
} from './manage-match-fixtures';
import { ManageMatchRoute } from './manage-match-route';

/**
 * Manage Match of the test match, its server answering from the arguments: the match (with `odds`
 * and `match` over the fixture's), its half with `rounds`, saved odds (or `oddsRefusal`), and
 * whatever `routes` adds or overrides.
 */
export function setupManageMatch({
  rounds = [] as MatchRound[],
  odds = [] as Odd[],
  match = {} as Partial<MatchDetail>,
  oddsRefusal = null as string | null,
  routes = {} as Parameters<typeof mockApi>[0],
} = {}) {
  let saved = 0;
  const api = mockApi({
    [`GET /api/admin/match/${MATCH_ID}`]: ok(makeMatch(odds, match)),
    [`GET /api/admin/match-half/match/${MATCH_ID}`]: ok({
      matchHalfs: [makeHalf({ roundsCount: rounds.length })],
    }),
    [`GET /api/admin/match-round/match/${MATCH_ID}`]: ok({ matchRounds: rounds }),
    [`GET /api/admin/match/${MATCH_ID}/event-types`]: ok({ eventTypes: MATCH_EVENT_TYPES }),
    'POST /api/admin/match-round': ok({ round: makeRound(9, 0, 10) }),
    'POST /api/admin/odds': (request: MockRequest) =>
      oddsRefusal
        ? fail(400, oddsRefusal)
        : ok({
            odds: {
              ...makeOdd('over', 0, 2),
              ...(request.body as object),
              _id: `77777777-7777-4777-8777-00000000000${++saved}`,
            },
          }),
    ...routes,
  });
  const view = renderWithProviders(
    [{ path: '/admin/manage-match/:id', element: <ManageMatchRoute /> }],
    [`/admin/manage-match/${MATCH_ID}`],
  );
  return { ...view, api };
}

export const oddPosts = (api: ReturnType<typeof mockApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.url === '/api/admin/odds');
