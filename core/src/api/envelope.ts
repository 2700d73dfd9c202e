import { z } from 'zod';

/** Every successful response: `{ status, message, data }`. */
export function okEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

/** Every failed response: `{ status, message, error }`, where `error` is a sentence meant for people. */
export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  error: z.string(),
  /** What a client needs to act on some refusals, such as the new price of a line that moved. */
  detail: z.record(z.string(), z.unknown()).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type OkEnvelope<T> = { status: number; message: string; data: T };
