import { ApiError } from '../../../lib/api-error';

/** The manage-match failure texts of spec 8: by status, else the server's error. */
export function requestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return 'Bad request: Check all fields are valid';
  if (error instanceof ApiError && error.status >= 500) return 'Server error: Please try again';
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
