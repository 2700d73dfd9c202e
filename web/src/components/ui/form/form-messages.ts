import { ApiError } from '../../../lib/api-error';

/** The submission states of spec 4. */
export type FormStatus = 'none' | 'invalid' | 'pending' | 'success' | 'fail';

export const CHECK_FOR_ERRORS = 'Please check for errors';
export const DEFAULT_FAILURE_MESSAGE = 'Something went wrong...';
export const SUBMIT_ROW_DEFAULT_MESSAGE = 'Something went wrong';
export const DEFAULT_PROMPT = 'Invalid input';

export type StatusMessages = Partial<Record<number, string>>;

/**
 * What a failed submit says (spec 8): the message configured for the status, else the server's
 * error, else the fallback.
 */
export function failureMessage(
  error: unknown,
  statusMessages: StatusMessages = {},
  fallback: string = DEFAULT_FAILURE_MESSAGE,
): string {
  if (error instanceof ApiError) return statusMessages[error.status] ?? (error.message || fallback);
  return fallback;
}
