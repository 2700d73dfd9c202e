import type { Mail } from '../mail';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

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
