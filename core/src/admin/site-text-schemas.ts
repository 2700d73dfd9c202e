import { z } from 'zod';

export const SITE_TEXT_MAX_LENGTH = 5000;

/** The texts an admin edits, by key ('landing.welcome', 'landing.howItWorks'). */
export const siteTextsOutputSchema = z.object({ texts: z.record(z.string(), z.string()) });

export const siteTextParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/, 'must be a site text key')
    .max(100),
});

export const siteTextInputSchema = z.strictObject({
  value: z
    .string()
    .trim()
    .min(1, 'The text must not be empty')
    .max(SITE_TEXT_MAX_LENGTH, `The text is at most ${SITE_TEXT_MAX_LENGTH} characters`),
});

export const siteTextOutputSchema = z.object({ key: z.string(), value: z.string(), updatedAt: z.string() });
