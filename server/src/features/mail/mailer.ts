/** A plain-text mail; the sender is the configured MAIL_FROM. */
export type Mail = { to: string; subject: string; text: string };

/** Delivers mail: into the outbox folder (no SMTP_URL) or over SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
