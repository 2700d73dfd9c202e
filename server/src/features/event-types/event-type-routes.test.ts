import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMatchAs } from '../../../test/kits/create-match-as';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { createTestWorld } from '../../../test/world';
import { eventTypes, odds } from '../../db/schema';

type Named = { name: string };
const names = (list: Named[]) => list.map((t) => t.name);

describe('event types', () => {
  const world = createTestWorld({ seed: true });

  const { call } = world.as('admin');
  const newMatch = () => createMatchAs(world.as('admin'));

  describe('the global list', () => {
    it('lists every event type, built-in ones first in the spec’s order', async () => {
      const global = (await call('GET', '/api/admin/event-type/global')).json().data.eventTypes;
      expect(names(global).slice(0, 9)).toEqual([
        'Goal',
        'Throw',
        'Corner',
        'Shot',
        'Card',
        'Free-Kick',
        'Goal-Kick',
        'Penalty',
        'Offside',
      ]);
      const available = (await call('GET', '/api/admin/event-types/available')).json().data.eventTypes;
      expect(available.builtIn).toHaveLength(9);
      expect(names(available.configurable)).toContain('Foul');
      expect((await call('GET', '/api/admin/event-type')).json().data).toEqual(global);
    });

    it('creates a trimmed event type and refuses an empty or existing one', async () => {
      const created = await call('POST', '/api/admin/game/create-event-type', { name: '  Hand Ball ' });
      expect(created.statusCode).toBe(200);
      expect(created.json().data.eventType).toMatchObject({
        name: 'Hand Ball',
        displayName: 'Hand Ball',
        kind: 'custom',
      });
      const empty = await call('POST', '/api/admin/event-type', { name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('body.name: Event type must not be empty');
      for (const name of ['Hand Ball', 'goal']) {
        const twice = await call('POST', '/api/admin/event-type', { name });
        expect(twice.statusCode).toBe(409);
        expect(twice.json().error).toBe('Event type already exists');
      }
      const slash = await call('POST', '/api/admin/event-type', { name: 'a/b' });
      expect(slash.statusCode).toBe(400);
    });

    it('renames the display only, keeps built-in types and deletes unused ones', async () => {
      const type = (await call('POST', '/api/admin/event-type', { name: 'Dive' })).json().data.eventType;
      const renamed = await call('PUT', `/api/admin/event-type/${type._id}`, { displayName: 'Simulation' });
      expect(renamed.json().data.eventType).toMatchObject({ name: 'Dive', displayName: 'Simulation' });
      const [goal] = await world.app.db.select().from(eventTypes).where(eq(eventTypes.name, 'Goal'));
      const builtIn = await call('DELETE', `/api/admin/event-type/${goal!.id}`);
      expect(builtIn.statusCode).toBe(409);
      expect(builtIn.json().error).toBe('Built-in event types cannot be deleted');
      const { match } = await newMatch();
      await call('POST', `/api/admin/match/${match._id}/event-types/add`, { eventTypeName: 'Dive' });
      const listed = await call('DELETE', `/api/admin/event-type/${type._id}`);
      expect(listed.statusCode).toBe(409);
      expect(listed.json().error).toBe('Event type "Dive" cannot be deleted: a match lists it');
      await call('DELETE', `/api/admin/match/${match._id}/event-types/Dive`);
      expect((await call('DELETE', `/api/admin/event-type/${type._id}`)).statusCode).toBe(204);
    });
  });

  describe("a match's event types", () => {
    it('adds a known type by name and a custom one with its odds; a second add is refused', async () => {
      const { match } = await newMatch();
      const known = await call('POST', `/api/admin/match/${match._id}/event-types/add`, {
        eventTypeName: 'foul',
      });
      expect(known.statusCode).toBe(200);
      expect(names(known.json().data.eventTypes).at(-1)).toBe('Foul');

      const custom = await call('POST', `/api/admin/match/${match._id}/event-types/add`, {
        eventTypeName: ' Woodwork ',
        customOdds: [
          { betType: 'over', threshold: 0.5, odds: 3 },
          { betType: 'under', threshold: 0.5, odds: 1.3 },
        ],
      });
      expect(custom.statusCode).toBe(200);
      expect(names(custom.json().data.eventTypes).slice(-2)).toEqual(['Foul', 'Woodwork']);
      expect(custom.json().data.odds.map((o: { name: string }) => o.name)).toEqual([
        'Woodwork over 0.5',
        'Woodwork under 0.5',
      ]);
      const [made] = await world.app.db.select().from(eventTypes).where(eq(eventTypes.name, 'Woodwork'));
      expect(made?.kind).toBe('match');
      const globalList = await call('GET', '/api/admin/event-type/global');
      expect(names(globalList.json().data.eventTypes)).not.toContain('Woodwork');
      const available = (await call('GET', '/api/admin/event-types/available')).json().data.eventTypes;
      expect(names([...available.builtIn, ...available.configurable])).not.toContain('Woodwork');

      const again = await call('POST', `/api/admin/match/${match._id}/event-types/add`, {
        eventTypeName: 'WOODWORK',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('Event type already exists');
      const blank = await call('POST', `/api/admin/match/${match._id}/event-types/add`, {
        eventTypeName: '  ',
      });
      expect(blank.statusCode).toBe(400);
      const badOdd = await call('POST', `/api/admin/match/${match._id}/event-types/add`, {
        eventTypeName: 'Post',
        customOdds: [{ betType: 'over', threshold: 0.5, odds: 0.5 }],
      });
      expect(badOdd.statusCode).toBe(400);
      expect(badOdd.json().error).toBe('body.customOdds.0.odds: Odds value must be at least 1');
    });

    it('reorders by name; unknown or repeated names are refused', async () => {
      const { match } = await newMatch();
      const url = `/api/admin/match/${match._id}/event-types/reorder`;
      const res = await call('PUT', url, { eventTypeOrder: ['Offside', 'goal'] });
      expect(res.statusCode).toBe(200);
      expect(names(res.json().data.eventTypes)).toEqual([
        'Offside',
        'Goal',
        'Throw',
        'Corner',
        'Shot',
        'Card',
        'Free-Kick',
        'Goal-Kick',
        'Penalty',
      ]);
      expect(res.json().data.eventTypes.map((t: { position: number }) => t.position)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      const unknown = await call('PUT', url, { eventTypeOrder: ['Foul'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('body.eventTypeOrder: "Foul" is not an event type of this match');
      expect((await call('PUT', url, { eventTypeOrder: ['Goal', 'Goal'] })).statusCode).toBe(400);
    });

    it('removes a type with its odds, unless a bet of this match was placed on it', async () => {
      const { match, halfs } = await newMatch();
      const corner = (
        await call('POST', '/api/admin/game/create-odds', {
          matchId: match._id,
          eventType: 'Corner',
          betType: 'over',
          threshold: 0.5,
          oddsValue: 2,
        })
      ).json().data.odds;
      await call('POST', '/api/admin/game/create-odds', {
        matchId: match._id,
        eventType: 'Throw',
        betType: 'over',
        threshold: 0.5,
        oddsValue: 2,
      });

      const removed = await call('DELETE', `/api/admin/match/${match._id}/event-types/Throw`);
      expect(removed.statusCode).toBe(200);
      expect(names(removed.json().data.eventTypes)).not.toContain('Throw');
      expect(
        await world.app.db
          .select()
          .from(odds)
          .where(and(eq(odds.matchId, match._id), eq(odds.eventType, 'Throw'))),
      ).toEqual([]);

      const round = (
        await call('POST', '/api/admin/game/create-round', {
          halfId: halfs[0]!._id,
          roundNumber: 1,
          startMinute: 0,
        })
      ).json().data.round;
      await insertPlayedBet(world, { matchId: match._id, roundId: round._id, oddId: corner._id });
      const refused = await call('DELETE', `/api/admin/match/${match._id}/event-types/Corner`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'Bets were placed on "Corner" in this match, so it cannot be removed',
      );
      expect((await call('DELETE', `/api/admin/match/${match._id}/event-types/Nothing`)).statusCode).toBe(
        404,
      );
    });
  });
});
