import { useSearchParams } from 'react-router';

/**
 * `next` as a path of this app, else null: it comes from a link anyone can write, so only a
 * same-origin path is followed ("//host" and "/\host" are other sites to a browser).
 */
export function inAppPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** The page an invite link sent the visitor to sign in or register for (`?next=`), when safe. */
export function useNextPath(): string | null {
  return inAppPath(useSearchParams()[0].get('next'));
}

/** A sign-in or register address that keeps `next`, so switching between them keeps the way back. */
export function withNext(path: string, next: string | null): string {
  return next === null ? path : `${path}?${new URLSearchParams({ next })}`;
}
