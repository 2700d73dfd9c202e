import { z } from 'zod';

/** The documented answer of a route that replies 204 with no body. */
export const noContentSchema = z.void().describe('No content');
