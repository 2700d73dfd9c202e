import { signedChips } from '../settlement/signed-chips';
import type { NotificationData } from './notification-schemas';

/** The sentence a notification shows. */
export function notificationText(data: NotificationData): string {
  switch (data.kind) {
    case 'lobby.invited':
      return data.leagueName
        ? `${data.byName} opened lobby ${data.lobbyCode} in ${data.leagueName}`
        : `${data.byName} invited you to lobby ${data.lobbyCode}`;
    case 'lobby.removed':
      return `You were removed from lobby ${data.lobbyCode} by ${data.by === 'host' ? 'its host' : 'an admin'}`;
    case 'league.joined':
      return `${data.memberName} joined ${data.leagueName}`;
    case 'result.changed': {
      const bet = data.betRoundNumber === undefined ? 'your bet' : `your bet on round ${data.betRoundNumber}`;
      const text = `Round ${data.roundNumber} was corrected: ${bet} is now ${data.newOutcome} (was ${data.oldOutcome}), ${signedChips(data.chips)} chips`;
      return data.reason ? `${text}. ${data.reason}` : text;
    }
  }
}
