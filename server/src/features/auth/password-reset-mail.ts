import type { Mail } from '../mail';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

/** How long the link of a new account works: its owner may not read their mail at once. */
export const WELCOME_TOKEN_DAYS = 7;

/** The reset link the web app's /reset-password screen reads: `token` and the user's `id`. */
export function passwordResetLink(publicUrl: string, token: string, userId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/reset-password?token=${encodeURIComponent(token)}&id=${encodeURIComponent(userId)}`;
}

export function passwordResetMail(to: { email: string; name: string }, link: string): Mail {
  return {
    to: to.email,
    subject: 'Reset your KickChips password',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone, hopefully you, asked to reset the password of your KickChips account.',
      `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/** The mail of an account an admin made: it has no password until its owner chooses one by the link. */
export function welcomeMail(to: { email: string; name: string }, link: string): Mail {
  return {
    to: to.email,
    subject: 'Your KickChips account: choose your password',
    text: [
      `Hello ${to.name},`,
      '',
      'An administrator has made you a KickChips account with this email address.',
      `Open this link within ${WELCOME_TOKEN_DAYS} days to choose your password, then sign in:`,
      '',
      link,
      '',
      'Once the link has expired, use "Forgot password" on the Sign In page to get a new one.',
      '',
    ].join('\n'),
  };
}
