import type { Db } from '../../db/database';
import { forbidden } from '../../http/http-error';
import { requireMember } from '../lobbies';

export const CHAT_OFF = 'Chat is turned off in this lobby';

/** Chat is for the lobby's present members (spectators too), and only while allowChatting is on. */
export async function requireChatMember(db: Db, lobbyId: string, userId: string): Promise<void> {
  const { settings } = await requireMember(db, lobbyId, userId);
  if (!settings.allowChatting) throw forbidden(CHAT_OFF, 'chat/off');
}
