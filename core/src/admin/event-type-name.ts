import { z } from 'zod';

/** A custom event type is trimmed and must be non-empty (spec 5); it appears in URLs, so no slashes. */
export const eventTypeNameSchema = z
  .string({ error: 'Event type must be text' })
  .trim()
  .min(1, 'Event type must not be empty')
  .max(40, 'Event type is at most 40 characters')
  .regex(/^[^\p{Cc}/\\]*$/u, 'Event type may not contain slashes or control characters');
