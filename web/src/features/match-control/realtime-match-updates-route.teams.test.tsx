import type { MatchEvent, TeamSide } from '@kickchips/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { type MockRequest, ok } from '../../test/mock-api';
import { matchControlInvalidations } from './api/match-control-invalidations';
import { MATCH_ID, makeEvent, makeHalf, makeMatch } from './match-control-fixtures';
import { type MatchControlWorld, openMatchControl, serveMatchControl } from './serve-match-control';

const GOAL_1 = '44444444-4444-4444-8444-444444444441';
const GOAL_2 = '44444444-4444-4444-8444-444444444442';

/** A running match whose server records, deletes and corrects events in `world.events`. */
function runningMatch(events: MatchEvent[] = []) {
  const world: MatchControlWorld = {
    matches: [makeMatch({ status: 'active' })],
    halves: [makeHalf(1, 'active')],
    events,
  };
  const api = serveMatchControl(world, {
    'POST /api/admin/event': (request: MockRequest) => {
      const { eventType, team } = request.body as { eventType: string; team: TeamSide };
      const event = makeEvent(world.events.length + 1, eventType, new Date().toISOString(), team);
      world.events.push(event);
      return ok({ event });
    },
    [`DELETE /api/admin/event/delete-event/${GOAL_2}`]: () => {
      world.events = world.events.filter((event) => event._id !== GOAL_2);
      return ok({});
    },
    [`PATCH /api/admin/event/${GOAL_1}`]: (request: MockRequest) => {
      const { team } = request.body as { team: TeamSide };
      world.events = world.events.map((event) => (event._id === GOAL_1 ? { ...event, team } : event));
      return ok({ event: world.events.find((event) => event._id === GOAL_1) });
    },
  });
  const posted = () =>
    api
      .to('/api/admin/event')
      .filter((request) => request.method === 'POST')
      .map((request) => request.body);
  return { world, api, posted };
}

const heading = (name: string) => screen.findByRole('heading', { name });
const log = () => screen.findByRole('list', { name: 'Match events, newest first' });

describe('Match Control with teams', () => {
  beforeEach(() => writeSessionToken(TOKEN));

  it('offers each event type for each team, labelled with the team and its key', async () => {
    runningMatch();
    openMatchControl();
    // the first screen of the file loads its modules: slow on a busy machine
    await screen.findByRole('heading', { name: 'Record Match Events' }, { timeout: 5_000 });
    const cases = [
      ['Goal · Lions', '1', '1'],
      ['Goal · Tigers', '⇧1', 'Shift+1'],
      ['Corner · Lions', '2', '2'],
      ['Corner · Tigers', '⇧2', 'Shift+2'],
    ] as const;
    for (const [name, shown, shortcut] of cases) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAttribute('aria-keyshortcuts', shortcut);
      expect(within(button).getByText(shown, { selector: 'kbd' })).toBeInTheDocument();
      expect(button).toHaveTextContent(name.split(' · ')[1]!);
    }
    // the home team's buttons on the left, the away team's on the right, a row per event type
    const order = screen
      .getAllByRole('button', { name: / · (Lions|Tigers)$/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(order).toEqual(cases.map(([name]) => name));
  });

  it('records by tap for the team tapped, and the score in the heading follows at once', async () => {
    const { posted } = runningMatch();
    const { user } = openMatchControl();
    expect(await heading('Lions 0–0 Tigers')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Goal · Tigers' }));
    expect(await heading('Lions 0–1 Tigers')).toBeInTheDocument();
    expect(posted()).toEqual([{ match: MATCH_ID, eventType: 'Goal', team: 'away' }]);
    expect(
      await within(await log()).findByRole('button', { name: /^Goal · Tigers at .*, delete$/ }),
    ).toBeEnabled();
  });

  it('records the home team by digit and the away team by Shift and digit, by the key pressed (event.code)', async () => {
    const { posted } = runningMatch();
    const { user } = openMatchControl();
    const enabled = async () =>
      vi.waitFor(() => expect(screen.getByRole('button', { name: 'Goal · Lions' })).toBeEnabled());
    await enabled();
    await user.keyboard('2');
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    await enabled();
    // Shift with 2 is '"' or '@' as a key, depending on the layout: its code is still Digit2
    fireEvent.keyDown(window, { key: '"', code: 'Digit2', shiftKey: true });
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    await enabled();
    await user.keyboard('{Shift>}1{/Shift}');
    await vi.waitFor(() => expect(posted()).toHaveLength(3));
    expect(posted()).toEqual([
      { match: MATCH_ID, eventType: 'Corner', team: 'home' },
      { match: MATCH_ID, eventType: 'Corner', team: 'away' },
      { match: MATCH_ID, eventType: 'Goal', team: 'away' },
    ]);
    expect(await heading('Lions 0–1 Tigers')).toBeInTheDocument();
  });

  it('leaves the digit keys alone while typing, with Ctrl held, or while a dialog is open', async () => {
    const { posted } = runningMatch([makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z', 'home')]);
    const { user } = openMatchControl();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Goal · Lions' })).toBeEnabled());
    await user.click(screen.getByText('Replay'));
    await user.type(screen.getByLabelText('Timeline'), '1!');
    fireEvent.keyDown(window, { key: '1', code: 'Digit1', ctrlKey: true });
    await user.click(within(await log()).getByRole('button', { name: /^Change team of Goal · Lions/ }));
    await screen.findByRole('alertdialog');
    await user.keyboard('1');
    await user.keyboard('{Escape}');
    // the next key press with the dialog closed is the first to record
    await user.keyboard('1');
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()).toEqual([{ match: MATCH_ID, eventType: 'Goal', team: 'home' }]);
  });

  it('undoes the last event, naming its team, and the score follows', async () => {
    const { api } = runningMatch([
      makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z', 'home'),
      makeEvent(2, 'Goal', '2026-05-01T12:09:00.000Z', 'away'),
    ]);
    const { user } = openMatchControl();
    expect(await heading('Lions 1–1 Tigers')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: /^Undo last event: Goal · Tigers, 10′ · no round$/ }),
    );
    await vi.waitFor(() => expect(api.to(`/api/admin/event/delete-event/${GOAL_2}`)).toHaveLength(1));
    expect(await heading('Lions 1–0 Tigers')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Undo last event: Goal · Lions, 6′ · no round$/ }),
    ).toBeEnabled();
  });

  it("changes an event's team after a confirm that says what changes, and the score follows", async () => {
    const { api } = runningMatch([makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z', 'home')]);
    const { user } = openMatchControl();
    expect(await heading('Lions 1–0 Tigers')).toBeInTheDocument();
    const change = await within(await log()).findByRole('button', {
      name: /^Change team of Goal · Lions at /,
    });
    await user.click(change);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change team?' });
    expect(dialog).toHaveTextContent(
      'Goal, 6′ · no round was recorded for Lions. Give it to Tigers instead? The score follows, and a finished round it counted for is settled again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`/api/admin/event/${GOAL_1}`)).toHaveLength(0);
    await user.click(change);
    await user.click(await screen.findByRole('button', { name: 'Yes, give it to Tigers' }));
    await vi.waitFor(() => expect(api.to(`/api/admin/event/${GOAL_1}`)[0]?.body).toEqual({ team: 'away' }));
    expect(api.to(`/api/admin/event/${GOAL_1}`)[0]?.method).toBe('PATCH');
    expect(await heading('Lions 0–1 Tigers')).toBeInTheDocument();
    expect(
      within(await log()).getByRole('button', { name: /^Goal · Tigers at .*, delete$/ }),
    ).toBeInTheDocument();
  });

  it('gives an event recorded without a team to either team', async () => {
    const { api } = runningMatch([makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z')]);
    const { user } = openMatchControl();
    expect(await heading('Lions 0–0 Tigers')).toBeInTheDocument();
    await user.click(
      await within(await log()).findByRole('button', { name: /^Change team of Goal, no team at / }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Change team?' });
    expect(dialog).toHaveTextContent(
      'Goal, 6′ · no round was recorded without a team. Which team did it go to?',
    );
    expect(within(dialog).getByRole('button', { name: 'Give it to Tigers' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Give it to Lions' }));
    await vi.waitFor(() => expect(api.to(`/api/admin/event/${GOAL_1}`)[0]?.body).toEqual({ team: 'home' }));
    expect(await heading('Lions 1–0 Tigers')).toBeInTheDocument();
  });

  it('follows a pushed event: the heading and the match list show the new score', async () => {
    const { world } = runningMatch();
    const { queryClient } = openMatchControl();
    expect(await heading('Lions 0–0 Tigers')).toBeInTheDocument();
    world.events = [makeEvent(1, 'Goal', new Date().toISOString(), 'home')];
    world.matches = [makeMatch({ status: 'active', score: { home: 1, away: 0 } })];
    const notice = { type: 'match.event', matchId: MATCH_ID, version: 'a-1' } as const;
    await Promise.all(
      matchControlInvalidations
        .invalidationsFor(notice)
        .map((filters) => queryClient.invalidateQueries(filters)),
    );
    expect(await heading('Lions 1–0 Tigers')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Lions 1–0 Tigers/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
