import { ApiError } from '../../lib/api-error';
import { isMobileDevice } from './is-mobile-device';

export const MOBILE_AUTH_ERROR = 'Connection issue on mobile. Please try again.';
export const MOBILE_NETWORK_ERROR = 'Mobile connection issue. Please check your internet and try again.';

/** What a failed code lookup says (spec 8): not found, or a failure (worded for phones on mobile). */
export function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Lobby not found';
  return mobileText(error) ?? 'Error finding lobby';
}

/** What a failed join says (spec 8): the server's reason, or a failure (worded for phones on mobile). */
export function joinErrorText(error: unknown): string {
  const mobile = mobileText(error);
  if (mobile) return mobile;
  if (error instanceof ApiError && error.status >= 400) return error.message || 'Failed to join lobby';
  return 'Error joining lobby';
}

function mobileText(error: unknown): string | null {
  if (!isMobileDevice()) return null;
  if (error instanceof ApiError && error.status === 401) return MOBILE_AUTH_ERROR;
  if (!(error instanceof ApiError) || error.status === 0) return MOBILE_NETWORK_ERROR;
  return null;
}
