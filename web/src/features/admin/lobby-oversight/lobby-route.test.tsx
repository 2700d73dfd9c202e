import type { AdminLobbyDetail } from '@kickchips/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { TOKEN } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LobbyRoute } from './lobby-route';

const LOBBY = '11111111-1111-4111-8111-111111111111';
const person = (name: string) => ({ _id: `id-${name}`, username: name });

function detail(removedAt: string | null): AdminLobbyDetail {
  return {
    lobby: {
      _id: LOBBY,
      lobbyCode: 'ABC234',
      isPrivate: true,
      match: { _id: 'm', homeTeam: 'Rovers', awayTeam: 'United', abandoned: false },
      host: person('Ann'),
      players: 2,
      spectators: 0,
      status: 'live',
      createdAt: '2026-03-07T12:00:00.000Z',
      gameSettings: {} as AdminLobbyDetail['lobby']['gameSettings'],
    },
    members: [
      {
        user: person('Ann'),
        role: 'player',
        isHost: true,
        chips: 90,
        ledgerSum: 90,
        eliminated: false,
        joinedAt: '2026-03-07T12:00:00.000Z',
        leftAt: null,
        removedAt: null,
      },
    ],
    bets: [],
    chat: [
      {
        _id: 'msg-1',
        user: person('Ann'),
        message: 'rude words',
        createdAt: '2026-03-07T12:01:00.000Z',
        removedAt,
      },
    ],
  };
}

const render = () =>
  renderWithProviders([{ path: '/admin/lobbies/:id', element: <LobbyRoute /> }], [`/admin/lobbies/${LOBBY}`]);

describe('LobbyRoute', () => {
  beforeEach(() => writeSessionToken(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('shows members with chips and ledger, and deletes a message after a confirm', async () => {
    let removedAt: string | null = null;
    mockApi({
      [`GET /api/admin/lobby/${LOBBY}`]: () => ok(detail(removedAt)),
      'DELETE /api/admin/chat/msg-1': () => {
        removedAt = '2026-03-07T12:02:00.000Z';
        return ok(null);
      },
    });
    const { user } = render();
    expect(await screen.findByText(/90 chips · ledger 90/)).toBeInTheDocument();
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete message "rude words"' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Removed by an admin')).toBeInTheDocument());
  });

  it('shows a load failure with Retry', async () => {
    mockApi({ [`GET /api/admin/lobby/${LOBBY}`]: fail(404, 'Lobby not found') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Lobby not found');
  });
});
