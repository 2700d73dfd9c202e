import { eventTypeNameSchema } from '../admin/event-type-name';

export const EVENT_TYPE_EXISTS = 'Event type already exists';

/**
 * Checks a custom event type typed in the odds editor (spec 5): the name rule of
 * eventTypeNameSchema (trimmed, non-empty), and not one the match already has; names differing
 * only in case are the same type.
 */
export function customEventTypeName(
  text: string,
  existing: readonly string[],
): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = eventTypeNameSchema.safeParse(text);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' };
  const name = parsed.data;
  const taken = existing.some((other) => other.trim().toLowerCase() === name.toLowerCase());
  return taken ? { ok: false, message: EVENT_TYPE_EXISTS } : { ok: true, name };
}
