import { z } from 'zod';

/**
 * A body the client may leave out: a POST without one reaches the server as null (or nothing),
 * which reads as an empty object, so the schema's defaults apply.
 */
export function optionalBody<T extends z.ZodObject>(schema: T) {
  return z.preprocess((body) => body ?? {}, schema);
}
