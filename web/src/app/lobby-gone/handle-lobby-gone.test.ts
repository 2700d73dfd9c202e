import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readActiveLobby, writeActiveLobby } from '../../features/lobbies';
import { setNavigator } from '../../lib/navigation';
import { handleLobbyGone, LOBBY_GONE_MESSAGE } from './handle-lobby-gone';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

describe('handleLobbyGone', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.clearAllMocks();
    setNavigator(navigate);
    writeActiveLobby({ lobbyId: 'l1', lobbyCode: 'AB23CD' });
  });

  it('tells a player the host removed them, and takes them home, not to /forbidden', async () => {
    await handleLobbyGone(new QueryClient(), 'l1', 'The host removed you from this lobby');
    expect(readActiveLobby()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toast.error).toHaveBeenCalledWith('The host removed you from this lobby', expect.anything());
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('says only that the lobby is gone for any other refusal', async () => {
    await handleLobbyGone(new QueryClient(), 'l1', 'You are not a member of this lobby');
    expect(toast.info).toHaveBeenCalledWith(LOBBY_GONE_MESSAGE, expect.objectContaining({ duration: 6000 }));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
