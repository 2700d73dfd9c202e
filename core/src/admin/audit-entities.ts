/** The kinds of record the audit log names: its Entity filter offers these. */
export const AUDIT_ENTITIES = [
  'avatar',
  'chat-message',
  'event',
  'event-type',
  'half',
  'lobby-user',
  'match',
  'match-event-type',
  'odd',
  'replay',
  'round',
  'site-text',
  'team-member',
  'user',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
