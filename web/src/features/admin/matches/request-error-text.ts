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
  priceMargin: 'Margin',
  autoPricing: 'Price automatically',
  teamLines: 'Lines per team',
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
      // a sentence that names its field by the code's name ('priceMargin must be…') takes the label
      if (rest.startsWith(`${field} `)) return `${label}${rest.slice(field.length)}`;
      return rest.toLowerCase().startsWith(label.toLowerCase()) ? rest : `${label} ${rest}`;
    })
    .join('; ');
}

const BAD_REQUEST = 'Bad request: Check all fields are valid';

/**
 * The admin match form's failure texts (spec 8), by status: a 400 is 'Bad request: Check all fields
 * are valid' with the server's reason by its label, a 5xx 'Server error: Please try again', any
 * other 'Error: {error}'.
 */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return error.message ? `${BAD_REQUEST} (${labelledMessage(error.message)})` : BAD_REQUEST;
  }
  if (error instanceof ApiError && error.status >= 500) return 'Server error: Please try again';
  const message = error instanceof Error ? error.message : String(error);
  return `Error: ${labelledMessage(message)}`;
}

/**
 * One of spec 8's banner pairs: a request the server refused reads '{failed}: {reason}' ('Failed to
 * create half: Half 1 already exists for this match'); one that failed otherwise (the server down,
 * no network) reads '{errored}' ('Error creating half').
 */
export function bannerText(error: unknown, failed: string, errored: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return `${failed}: ${labelledMessage(error.message)}`;
  }
  return errored;
}

/** Waits for a request; a failure is passed on with the text `text` gives it, for the shared Form's message. */
export async function withErrorText<T>(request: Promise<T>, text: (error: unknown) => string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, text(error));
  }
}
