import { z } from 'zod';

const uuid = z.string().uuid('must be an id (a UUID)');

/** Route parameters of the admin calls: every id is a UUID, so a malformed one is a 400, not a 500. */
export const idParamsSchema = z.object({ id: uuid });
export const matchIdParamsSchema = z.object({ matchId: uuid });
export const halfIdParamsSchema = z.object({ halfId: uuid });

/** Optional filters of the admin list calls. */
export const matchFilterQuerySchema = z.object({ match: uuid.optional() });
export const roundFilterQuerySchema = z.object({ match: uuid.optional(), half: uuid.optional() });
