import type { MatchRound } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { ok } from '../../test/mock-api';
import { MATCH_ID, makeEvent, makeHalf, makeMatch } from './match-control-fixtures';
import { type MatchControlWorld, openMatchControl, serveMatchControl } from './serve-match-control';

const KICK_OFF = Date.parse('2026-05-01T12:00:00.000Z');
const at = (minute: number) => new Date(KICK_OFF + minute * 60_000).toISOString();
const GOAL = '44444444-4444-4444-8444-444444444441';
const LIVE_CORNER = '44444444-4444-4444-8444-444444444442';

const round = (n: number, status: string): MatchRound => ({
  _id: `55555555-5555-4555-8555-55555555555${n}`,
  match: MATCH_ID,
  half: makeHalf(1, 'active')._id,
  halfNumber: 1,
  roundNumber: n,
  startMinute: (n - 1) * 9,
  endMinute: n * 9,
  status,
  createdAt: at(0),
  updatedAt: at(0),
});

/** Round 1 is over with Sam's all-in goal in it; round 2 runs. The server previews each correction. */
function matchWithAFinishedRound(events = [makeEvent(1, 'Goal', at(3), 'home')]) {
  const world: MatchControlWorld = {
    matches: [makeMatch({ status: 'active' })],
    halves: [makeHalf(1, 'active')],
    events,
  };
  return serveMatchControl(world, {
    [`GET /api/admin/matchRound/match/${MATCH_ID}`]: ok({
      matchRounds: [round(1, 'finished'), round(2, 'active')],
    }),
    [`GET /api/admin/event/${GOAL}/correction-preview`]: (request) =>
      ok({
        preview: request.url.includes('team=away')
          ? { roundNumber: 1, effects: [{ name: 'Ann', chips: 50, voidedBets: 0, restoredBets: 1 }] }
          : {
              roundNumber: 1,
              effects: [
                { name: 'Sam', chips: -284, voidedBets: 1, restoredBets: 0 },
                { name: 'Ann', chips: 100, voidedBets: 0, restoredBets: 0 },
              ],
            },
      }),
  });
}

const log = () => screen.findByRole('list', { name: 'Match events, newest first' });

describe('the confirm of a correction says who loses what', () => {
  beforeEach(() => writeSessionToken(TOKEN));

  it('deleting a goal of a finished round names the chips it takes and the bets it voids', async () => {
    const api = matchWithAFinishedRound();
    const { user } = openMatchControl();
    await user.click(
      await within(await log()).findByRole(
        'button',
        { name: /^Goal · Lions at .*Round 1, delete$/ },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(
      await within(dialog).findByText(
        'Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs; gives 100 chips to Ann.',
      ),
    ).toBeInTheDocument();
    expect(api.to(`/api/admin/event/${GOAL}/correction-preview`)).toHaveLength(1);
    expect(api.to(`/api/admin/event/delete-event/${GOAL}`)).toHaveLength(0);
  });

  it('"Undo last event" asks first when the event lies in a finished round, with the same sentence', async () => {
    const api = matchWithAFinishedRound();
    const { user } = openMatchControl();
    await user.click(
      await screen.findByRole(
        'button',
        { name: /^Undo last event: Goal · Lions, 4′ · Round 1$/ },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(
      await within(dialog).findByText(
        /^Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs/,
      ),
    ).toBeInTheDocument();
    expect(api.to(`/api/admin/event/delete-event/${GOAL}`)).toHaveLength(0);
  });

  it('giving the goal to the other team says what that correction does', async () => {
    matchWithAFinishedRound();
    const { user } = openMatchControl();
    await user.click(
      await within(await log()).findByRole(
        'button',
        { name: /^Change team of Goal · Lions at / },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Change team?' });
    expect(
      await within(dialog).findByText(
        'Giving this goal to Tigers gives 50 chips to Ann and gives back 1 bet of theirs.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for no preview of an event of the round still running: that is no correction', async () => {
    const api = matchWithAFinishedRound([makeEvent(2, 'Corner', at(12), 'away')]);
    const { user } = openMatchControl();
    await user.click(
      await within(await log()).findByRole(
        'button',
        { name: /^Corner · Tigers at .*Round 2, delete$/ },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(within(dialog).getByText(/^Delete Corner · Tigers, 13′ · Round 2\?/)).toBeInTheDocument();
    expect(api.to(`/api/admin/event/${LIVE_CORNER}/correction-preview`)).toHaveLength(0);
  });
});
