import { z } from 'zod';
import { INVALID_EMAIL, PASSWORD_MAX_LENGTH, passwordProblem } from '../auth/password-rules';
import { USERNAME_MAX_LENGTH } from '../profile/user-schemas';
import { fileKeySchema } from './file-schemas';

const name = z.string().trim().min(1, 'Name is required').max(100, 'Name is at most 100 characters');
const email = z.string().trim().max(254).email(INVALID_EMAIL);
const username = z
  .string()
  .trim()
  .min(1, 'Username must not be empty')
  .max(USERNAME_MAX_LENGTH, `Usernames are at most ${USERNAME_MAX_LENGTH} characters`)
  .nullable();
const password = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const editable = {
  name,
  email,
  username: username.optional(),
  profileImageKey: fileKeySchema.nullable().optional(),
  selectedAvatar: z.string().uuid('must be an avatar id').nullable().optional(),
  isAdmin: z.boolean().optional(),
  /** The shape the user is shown in; the manage-user form may send it back. */
  permissions: z.object({ isAdmin: z.boolean() }).optional(),
};

/**
 * An admin creates a user (manage-user/new). Without a password the account cannot sign in until
 * its owner uses Forgot password. Read-only fields the form sends back are ignored.
 */
export const adminCreateUserInputSchema = z.object({ ...editable, password: password.optional() });
export type AdminCreateUserInput = z.infer<typeof adminCreateUserInputSchema>;

export const adminUpdateUserInputSchema = z.object(editable).partial();
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInputSchema>;
