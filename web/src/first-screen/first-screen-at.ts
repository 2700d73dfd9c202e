import { paths } from '../lib/paths';
import { hasStoredSession } from '../lib/session-token';

/** The screens index.html carries, drawn before the app's script has run. */
export const FIRST_SCREENS = ['visitor', 'player'] as const;
export type FirstScreen = (typeof FIRST_SCREENS)[number];

/**
 * Which drawn-ahead screen fits `pathname`: on the home route the landing for a visitor, and for a
 * stored session what the app shows while it checks that session (the header and a spinner, never
 * the landing); elsewhere none, and the page stays empty until the app draws it.
 */
export function firstScreenAt(pathname: string): FirstScreen | null {
  if (pathname !== paths.home) return null;
  return hasStoredSession() ? 'player' : 'visitor';
}
