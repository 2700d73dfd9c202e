import { ApiError } from '../../../lib/api-error';

export const UPLOAD_FAILED = 'Something went wrong...';

/**
 * A refused upload in the server's words, without the field path it starts with
 * ("params.contentType: Only PNG…" reads "Only PNG…"); anything else is 'Something went wrong...'.
 */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message) return UPLOAD_FAILED;
  const reason = error.message.replace(/^[\w.-]+: /, '');
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}
