import type { MatchRound } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { MATCH_ID, makeEvent, makeHalf, makeMatch } from './match-control-fixtures';
import { halfRow, type MatchControlWorld, openMatchControl, serveMatchControl } from './serve-match-control';

describe('RealtimeMatchUpdatesRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));

  it('shows the empty lists and asks for a match', async () => {
    serveMatchControl({ matches: [], halves: [], events: [] });
    openMatchControl('/admin/events');
    expect(await screen.findByText('No active matches at the moment.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming matches.')).toBeInTheDocument();
    expect(screen.getByText('Select a match to record events')).toBeInTheDocument();
  });

  it('lists an upcoming match with its status and selects it', async () => {
    serveMatchControl({ matches: [makeMatch()], halves: [makeHalf(1, 'upcoming')], events: [] });
    const { user, router } = openMatchControl('/admin/events');
    expect(await screen.findByText('No active matches at the moment.')).toBeInTheDocument();
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    // matches of the same teams differ by their kick-off and short id
    expect(screen.getByRole('button', { name: /Lions vs Tigers/ })).toHaveTextContent(
      `No kick-off set · #${MATCH_ID.slice(-4)}`,
    );
    await user.click(screen.getByRole('button', { name: /Lions vs Tigers/ }));
    expect(router.state.location.search).toBe(`?match=${MATCH_ID}`);
    expect(await screen.findByText('No events recorded yet.')).toBeInTheDocument();
  });

  it('enables Start for half 1 only before kick-off, and End only for an active half', async () => {
    serveMatchControl({
      matches: [makeMatch()],
      halves: [makeHalf(1, 'upcoming'), makeHalf(2, 'upcoming')],
      events: [],
    });
    openMatchControl();
    const first = await halfRow(1);
    const second = await halfRow(2);
    expect(within(first).getByRole('button', { name: 'Start Half 1' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'End Half 1' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Start Half 2' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update Rounds' })).not.toBeInTheDocument();
    expect(screen.getByText(/next full minute/)).toBeInTheDocument();
    expect(screen.getByText(/completes the match/)).toBeInTheDocument();
  });

  it('while half 1 runs: End half 1 (after a confirm naming what it does) and Update Rounds are offered', async () => {
    const world = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active'), makeHalf(2, 'upcoming')],
      events: [],
    };
    const api = serveMatchControl(world, {
      'POST /api/admin/game/end-half': ok({ half: makeHalf(1, 'finished') }),
    });
    const { user } = openMatchControl();
    const first = await halfRow(1);
    expect(within(first).getByRole('button', { name: 'Start Half 1' })).toBeDisabled();
    const second = await halfRow(2);
    expect(within(second).getByRole('button', { name: 'Start Half 2' })).toBeDisabled();
    expect(within(second).getByText('End the first half before the second half starts')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Update Rounds' })).toBeEnabled();
    await user.click(within(first).getByRole('button', { name: 'End Half 1' }));
    expect(await screen.findByText(/Half 1 ends now: its running round is settled/)).toBeInTheDocument();
    expect(api.to('/api/admin/game/end-half')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, end Half 1' }));
    await vi.waitFor(() =>
      expect(api.to('/api/admin/game/end-half')[0]?.body).toEqual({ matchId: MATCH_ID, halfNumber: 1 }),
    );
  });

  it('says what Update Rounds did under its half', async () => {
    const half = makeHalf(1, 'active');
    const round = (n: number, status: string): MatchRound => ({
      _id: `55555555-5555-4555-8555-55555555555${n}`,
      match: MATCH_ID,
      half: half._id,
      halfNumber: 1,
      roundNumber: n,
      startMinute: (n - 1) * 10,
      endMinute: n * 10,
      status,
      createdAt: half.createdAt,
      updatedAt: half.updatedAt,
    });
    const world = { matches: [makeMatch({ status: 'active' })], halves: [half], events: [] };
    const api = serveMatchControl(world, {
      [`GET /api/admin/matchRound/match/${MATCH_ID}`]: ok({
        matchRounds: [round(1, 'active'), round(2, 'upcoming')],
      }),
      'POST /api/admin/game/update-rounds': ok({ rounds: [round(1, 'finished'), round(2, 'active')] }),
    });
    const { user } = openMatchControl();
    const first = await halfRow(1);
    await vi.waitFor(() => expect(api.to(`/api/admin/matchRound/match/${MATCH_ID}`)).not.toHaveLength(0));
    await user.click(within(first).getByRole('button', { name: 'Update Rounds' }));
    expect(await within(first).findByRole('status')).toHaveTextContent(
      'Rounds updated: round 1 finished, round 2 is now active.',
    );
    expect(api.to('/api/admin/game/update-rounds')[0]?.body).toEqual({ halfId: half._id });
  });

  it('ends the match after the confirm and tells when a started half kicks off', async () => {
    const kickOff = new Date(Date.now() + 45_000).toISOString();
    const world = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active', { startTime: kickOff }), makeHalf(2, 'upcoming')],
      events: [],
    };
    const api = serveMatchControl(world, {
      'POST /api/admin/game/end-match': ok({ match: { _id: MATCH_ID, status: 'completed' }, halfs: [] }),
    });
    const { user } = openMatchControl();
    expect(await screen.findByText(/kicks off/)).toHaveTextContent(/^Half 1 kicks off at \d\d:\d\d:\d\d/);
    await user.click(screen.getByRole('button', { name: 'End Match' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(api.to('/api/admin/game/end-match')[0]?.body).toEqual({ matchId: MATCH_ID }),
    );
  });

  it('disables every Start once the match is completed', async () => {
    serveMatchControl({
      matches: [makeMatch({ status: 'completed' })],
      halves: [makeHalf(1, 'finished'), makeHalf(2, 'finished')],
      events: [],
    });
    openMatchControl();
    expect(within(await halfRow(1)).getByRole('button', { name: 'Start Half 1' })).toBeDisabled();
    expect(within(await halfRow(2)).getByRole('button', { name: 'Start Half 2' })).toBeDisabled();
    expect(within(await halfRow(2)).getByRole('button', { name: 'End Half 2' })).toBeDisabled();
  });

  it('shows the log newest first and deletes an event after the confirm', async () => {
    const world = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active')],
      events: [
        makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z'),
        makeEvent(2, 'Corner', '2026-05-01T12:09:00.000Z'),
      ],
    };
    const api = serveMatchControl(world, {
      'DELETE /api/admin/event/delete-event/44444444-4444-4444-8444-444444444441': ok({}),
    });
    const { user } = openMatchControl();
    const log = await screen.findByRole('list', { name: 'Match events, newest first' });
    const entries = within(log).getAllByRole('button', { name: /, delete$/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Corner'),
      expect.stringContaining('Goal'),
    ]);
    expect(entries[0]?.textContent).toMatch(/^\d\d:\d\d:\d\d/);
    await user.click(entries[1]!);
    expect(await screen.findByText('Are You Sure?')).toBeInTheDocument();
    expect(screen.getByText(/Delete Goal, .*This action cannot be undone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.to('/api/admin/event/delete-event/44444444-4444-4444-8444-444444444441')).toHaveLength(0);
    await user.click(entries[1]!);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(api.to('/api/admin/event/delete-event/44444444-4444-4444-8444-444444444441')).toHaveLength(1),
    );
  });

  it('records an event at once and shows a notice when recording fails', async () => {
    const world: MatchControlWorld = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active')],
      events: [],
    };
    const api = serveMatchControl(world, {
      'POST /api/admin/event': fail(409, 'No half of this match is running'),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openMatchControl();
    await user.click(await screen.findByRole('button', { name: 'Goal · Lions' }));
    expect(api.to('/api/admin/event').find((r) => r.method === 'POST')?.body).toEqual({
      match: MATCH_ID,
      eventType: 'Goal',
      team: 'home',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to record Goal · Lions: No half of this match is running',
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('puts a recorded event in the log before the server answers', async () => {
    const world: MatchControlWorld = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active')],
      events: [],
    };
    let answer = () => {};
    serveMatchControl(world, {
      'POST /api/admin/event': () =>
        new Promise((resolve) => {
          answer = () => {
            const event = makeEvent(1, 'Corner', new Date().toISOString(), 'away');
            world.events.push(event);
            resolve(ok({ event }));
          };
        }),
    });
    const { user } = openMatchControl();
    await user.click(await screen.findByRole('button', { name: 'Corner · Tigers' }));
    const log = await screen.findByRole('list', { name: 'Match events, newest first' });
    expect(within(log).getByText('Saving...')).toBeInTheDocument();
    answer();
    await vi.waitFor(() => expect(within(log).queryByText('Saving...')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Match events, newest first' })).getByText('Corner'),
    ).toBeInTheDocument();
  });

  it('starts a replay of a pasted timeline at the chosen speed', async () => {
    const world: MatchControlWorld = {
      matches: [makeMatch()],
      halves: [makeHalf(1, 'upcoming')],
      events: [],
    };
    const replay = {
      _id: 'r1',
      match: MATCH_ID,
      format: 'csv',
      clockSpeed: 10,
      status: 'scheduled',
      events: 1,
      halves: [],
      skipped: 0,
      createdAt: '2026-05-01T12:00:00.000Z',
    };
    const api = serveMatchControl(world, { 'POST /api/admin/game/replay': ok({ replay }) });
    const { user } = openMatchControl();
    await user.click(await screen.findByText('Replay'));
    await user.type(screen.getByLabelText('Timeline'), 'half,second,eventType{enter}1,35,Corner');
    await user.selectOptions(screen.getByLabelText('Speed'), '10');
    await user.click(screen.getByRole('button', { name: 'Start Replay' }));
    expect(await screen.findByText('Replay started: 1 event at 10x, 0 skipped.')).toBeInTheDocument();
    expect(api.to('/api/admin/game/replay')[0]?.body).toEqual({
      matchId: MATCH_ID,
      format: 'csv',
      timeline: 'half,second,eventType\n1,35,Corner',
      clockSpeed: 10,
    });
  });

  it('disables the event buttons, with the reason, while no half is running', async () => {
    serveMatchControl({
      matches: [makeMatch()],
      halves: [makeHalf(1, 'upcoming'), makeHalf(2, 'upcoming')],
      events: [],
    });
    openMatchControl();
    for (const name of ['Goal · Lions', 'Goal · Tigers']) {
      const goal = await screen.findByRole('button', { name });
      expect(goal).toBeDisabled();
      expect(goal).toHaveAccessibleDescription('No half is running: start a half to record events.');
    }
  });

  it('records a double tap once, each tap with its own Idempotency-Key, and keys 1 to 9 record too', async () => {
    const world: MatchControlWorld = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active')],
      events: [],
    };
    const api = serveMatchControl(world, {
      'POST /api/admin/event': (request) => {
        const event = makeEvent(
          world.events.length + 1,
          (request.body as { eventType: string }).eventType,
          new Date().toISOString(),
        );
        world.events.push(event);
        return ok({ event });
      },
    });
    const { user } = openMatchControl();
    const goal = await screen.findByRole('button', { name: 'Goal · Lions' });
    expect(goal).toHaveAttribute('aria-keyshortcuts', '1');
    await user.dblClick(goal);
    await vi.waitFor(() => expect(world.events).toHaveLength(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Corner · Lions' })).toBeEnabled());
    await user.keyboard('2');
    await vi.waitFor(() => expect(world.events.map((e) => e.eventType)).toEqual(['Goal', 'Corner']));
    const keys = api
      .to('/api/admin/event')
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^tap-[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('undoes the last event at once and clears the failure notice it follows', async () => {
    const world: MatchControlWorld = {
      matches: [makeMatch({ status: 'active' })],
      halves: [makeHalf(1, 'active')],
      events: [
        makeEvent(1, 'Goal', '2026-05-01T12:05:00.000Z'),
        makeEvent(2, 'Corner', '2026-05-01T12:09:00.000Z'),
      ],
    };
    let refuse = true;
    const api = serveMatchControl(world, {
      'DELETE /api/admin/event/delete-event/44444444-4444-4444-8444-444444444442': () =>
        refuse ? fail(503, 'Try again') : ok({}),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openMatchControl();
    const undo = await screen.findByRole('button', { name: /^Undo last event: Corner, 10′ · no round$/ });
    await user.click(undo);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete event: Try again');
    refuse = false;
    await user.click(screen.getByRole('button', { name: /^Undo last event/ }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.to('/api/admin/event/delete-event/44444444-4444-4444-8444-444444444442')).toHaveLength(2);
  });

  it('shows no events state when the log is empty', async () => {
    serveMatchControl({ matches: [makeMatch()], halves: [], events: [] });
    openMatchControl();
    expect(await screen.findByText('No events recorded yet.')).toBeInTheDocument();
  });
});
