import { isUniqueViolation, pgConstraint } from '../../db/pg-error';
import { conflict } from '../../http/http-error';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const USERNAME_TAKEN = 'That username is taken';

/** Turns a unique violation on users (a race past the checks) into its 409; rethrows anything else. */
export function rethrowUserConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict(pgConstraint(error)?.includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
  }
  throw error;
}
