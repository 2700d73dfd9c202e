/** What other features may use of this one; nobody imports its inner files. */
export type { Mail } from './mailer';
export type { OutboxEntry } from './outbox-mailer';
