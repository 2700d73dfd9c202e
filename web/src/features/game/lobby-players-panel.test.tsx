import type { LobbyMember } from '@kickchips/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../lib/session-token';
import { TOKEN } from '../../test/fixtures';
import { makeLobbyDetails } from '../../test/lobby-details-fixture';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { LobbyPlayersPanel } from './lobby-players-panel';

const member = (id: string, username: string, role: LobbyMember['role'] = 'player'): LobbyMember => ({
  user: { _id: id, username, name: username, avatarUrl: null },
  role,
  chips: role === 'player' ? 100 : 0,
  eliminated: false,
});
const USERS = [member('u1', 'hosty'), member('u2', 'Bob'), member('u3', 'Wendy', 'spectator')];
const REF = { lobby: { _id: 'lobby-1', lobbyCode: 'AB23CD' } };

function render(me: string, locked = false) {
  const { lobby } = makeLobbyDetails();
  return renderWithProviders([
    {
      path: '/',
      element: (
        <LobbyPlayersPanel lobby={{ ...lobby, locked }} users={USERS} currentUserId={me} betPlacedBy={null} />
      ),
    },
  ]);
}

describe('LobbyPlayersPanel host controls', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('gives the host a menu on every other member, reachable by keyboard, that removes after a confirmation', async () => {
    const api = mockApi({ 'POST /api/app/game/kick': ok(REF) });
    const { user } = render('u1');
    expect(screen.queryByRole('button', { name: 'Host actions for hosty' })).toBeNull();
    expect(screen.getByText('Host')).toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'Host actions for Bob' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Make host', 'Remove from lobby']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove from lobby' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bob from this lobby?' });
    expect(dialog).toHaveTextContent('cannot join this lobby again');
    expect(api.to('/api/app/game/kick')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(api.to('/api/app/game/kick').map((r) => r.body)).toEqual([{ lobbyId: 'lobby-1', userId: 'u2' }]),
    );
  });

  it('hands hosting to a player, and offers a spectator only removal', async () => {
    const api = mockApi({ 'POST /api/app/game/transfer-host': ok(REF) });
    const { user } = render('u1');
    await user.click(screen.getByRole('button', { name: 'Host actions for Wendy' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove from lobby']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Host actions for Bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make host' }));
    await vi.waitFor(() =>
      expect(api.to('/api/app/game/transfer-host').map((r) => r.body)).toEqual([
        { lobbyId: 'lobby-1', userId: 'u2' },
      ]),
    );
  });

  it('lets the host lock the lobby, and keeps them there when the call is refused', async () => {
    const api = mockApi({
      'POST /api/app/game/lock': fail(403, 'Only the host can lock this lobby'),
    });
    const { user, router } = render('u1');
    await user.click(screen.getByRole('button', { name: 'Lock lobby' }));
    await vi.waitFor(() =>
      expect(api.to('/api/app/game/lock').map((r) => r.body)).toEqual([{ lobbyId: 'lobby-1', locked: true }]),
    );
    // the refusal is the host's to read in a toast, not a trip to /forbidden
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows everyone that the lobby is locked, and no host controls to the others', () => {
    render('u2', true);
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Host actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /lock lobby/i })).toBeNull();
  });

  it('offers the host Unlock lobby on a locked lobby', async () => {
    const api = mockApi({ 'POST /api/app/game/lock': ok({ lobby: { ...REF.lobby, locked: false } }) });
    const { user } = render('u1', true);
    await user.click(screen.getByRole('button', { name: 'Unlock lobby' }));
    await vi.waitFor(() =>
      expect(api.to('/api/app/game/lock').map((r) => r.body)).toEqual([
        { lobbyId: 'lobby-1', locked: false },
      ]),
    );
  });
});
