import { z } from 'zod';
import { fileKeySchema } from './file-schemas';

export const TEAM_GRANT_HEADER = 'x-team-grant';
export const INCORRECT_TEAM_PASSWORD = 'Incorrect password.';
export const TEAM_BIO_MAX_LENGTH = 1000;

export const teamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  imageKey: z.string().nullable(),
  /** A URL the browser can load, or null when the member has no photo. */
  imageUrl: z.string().nullable(),
  position: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamOutputSchema = z.object({ members: z.array(teamMemberSchema) });

export const teamUnlockInputSchema = z.strictObject({
  password: z.string().min(1, 'Please enter the password').max(128),
});

/** Send `grant` as the X-Team-Grant header of the edit calls until expiresAt. */
export const teamUnlockOutputSchema = z.object({ grant: z.string(), expiresAt: z.string() });

export const teamMemberUpdateInputSchema = z.strictObject({
  bio: z
    .string()
    .trim()
    .max(TEAM_BIO_MAX_LENGTH, `The bio is at most ${TEAM_BIO_MAX_LENGTH} characters`)
    .optional(),
  /** The objectId of a public image upload, or null to remove the photo. */
  imageKey: fileKeySchema.nullable().optional(),
});
export type TeamMemberUpdateInput = z.infer<typeof teamMemberUpdateInputSchema>;
