import { toast } from 'sonner';
import { inviteLinkOf } from './invite-link';

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(`Could not copy. Copy it by hand: ${text}`);
  }
}

/**
 * Copy the code, or Share the link: the Web Share API where the browser has it (phones), else
 * the link goes to the clipboard. A share the person cancels is not an error.
 */
export function useInviteActions(lobbyCode: string) {
  const link = inviteLinkOf(lobbyCode);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    if (!canShare) return copy(link, 'Invite link copied');
    try {
      await navigator.share({ title: 'Join my KickChips game', text: `Lobby code ${lobbyCode}`, url: link });
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError')) await copy(link, 'Invite link copied');
    }
  };
  return { link, canShare, copyCode: () => copy(lobbyCode, 'Lobby code copied'), share };
}
