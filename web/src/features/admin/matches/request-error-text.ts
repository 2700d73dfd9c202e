import { ApiError } from '../../../lib/api-error';

/** The labels the admin forms show for the fields the server names. */
const FIELD_LABELS: Record<string, string> = {
  homeTeam: 'Home team',
  awayTeam: 'Away team',
  scheduledAt: 'Kick-off',
  clockSpeed: 'Clock speed',
  halfNumber: 'Half Number',
  roundNumber: 'Round Number',
  startMinute: 'Start Minute',
  endMinute: 'End Minute',
  threshold: 'Threshold',
  odds: 'Odds Value',
  oddsValue: 'Odds Value',
  name: 'Name',
  displayName: 'Display name',
  eventTypeName: 'Event type',
  roundsPerHalf: 'Rounds per half',
  minutesPerRound: 'Minutes per round',
  fromMatchId: 'Match to copy from',
};

const humanise = (field: string) => {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A server sentence as an admin reads it: "body.scheduledAt: must be an ISO date-time" becomes
 * "Kick-off must be an ISO date-time"; a sentence that already names its field keeps only that.
 */
export function labelledMessage(message: string): string {
  return message
    .split('; ')
    .map((part) => {
      const match = /^(?:body|params|query|headers)\.(?:[\w-]+\.)*?([A-Za-z-]+)(?:\.\d+)*: (.*)$/.exec(part);
      if (!match) return part;
      const [, field = '', rest = ''] = match;
      const label = FIELD_LABELS[field] ?? humanise(field);
      return rest.toLowerCase().startsWith(label.toLowerCase()) ? rest : `${label} ${rest}`;
    })
    .join('; ');
}

/** The manage-match failure texts of spec 8 (by status), with the server's reason by its label. */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return `Bad request: ${labelledMessage(error.message)}`;
  }
  if (error instanceof ApiError && error.status >= 500) return 'Server error: Please try again';
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
