import { z } from 'zod';

export const USERNAME_MAX_LENGTH = 20;

/** A user as the API shows it (spec 3). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  username: z.string().nullable(),
  selectedAvatar: z.string().nullable(),
  /** The selected avatar's image URL, so screens need no second call. */
  avatarUrl: z.string().nullable(),
  profileImageKey: z.string().nullable(),
  permissions: z.object({ isAdmin: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Set when an admin suspended the account (admin screens only read it). */
  suspended: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const whoamiOutputSchema = z.object({ user: userSchema.nullable(), isLoggedIn: z.boolean() });

/** Profile submit (spec 7): username and selected avatar. */
export const profileInputSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, 'Please choose a username')
    .max(USERNAME_MAX_LENGTH, `Usernames are at most ${USERNAME_MAX_LENGTH} characters`),
  selectedAvatar: z.string().uuid('Please choose an avatar').nullable(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** The avatar picker on its own (POST update-avatar). */
export const updateAvatarInputSchema = profileInputSchema.pick({ selectedAvatar: true });
export type UpdateAvatarInput = z.infer<typeof updateAvatarInputSchema>;

/** An avatar (spec 3); `image` is a URL the browser can load. */
export const avatarSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Avatar = z.infer<typeof avatarSchema>;
