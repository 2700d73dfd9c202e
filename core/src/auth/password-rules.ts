/** The password rules of spec 5, with their messages, checked in the browser and on the server. */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: 'Passwords should be at least 8 characters.' },
  { test: (p: string) => /[a-z]/.test(p), message: 'Passwords should contain a lowercase letter.' },
  { test: (p: string) => /[A-Z]/.test(p), message: 'Passwords should contain an uppercase letter.' },
  { test: (p: string) => /[0-9]/.test(p), message: 'Passwords should contain a number.' },
  { test: (p: string) => /[^A-Za-z0-9]/.test(p), message: 'Passwords should contain a special character.' },
] as const;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const INVALID_EMAIL = 'Invalid email address';
/** Longer passwords only cost hashing time; 128 characters is far beyond any pass phrase. */
export const PASSWORD_MAX_LENGTH = 128;

/** The first rule the password breaks, or null when it keeps them all. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}
