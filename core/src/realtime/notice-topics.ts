import type { PushMessage } from './push-message';

/**
 * What one stream listens to: its lobby and that lobby's match, or the match an admin screen shows,
 * and its user's own notifications.
 */
export type NoticeTopics = {
  lobbyId?: string | undefined;
  matchId?: string | undefined;
  userId?: string | undefined;
};

/** Whether a stream with these topics receives the notice; the open lobby list goes to everyone. */
export function noticeConcerns(topics: NoticeTopics, message: PushMessage): boolean {
  switch (message.type) {
    case 'lobby.changed':
    case 'lobby.delta':
    case 'chat.message':
      return topics.lobbyId === message.lobbyId;
    case 'match.changed':
    case 'match.event':
    case 'round.settled':
      return topics.matchId === message.matchId;
    case 'lobbies.changed':
      return true;
    case 'user.notified':
      return topics.userId === message.userId;
  }
}
