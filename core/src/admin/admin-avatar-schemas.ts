import { z } from 'zod';
import { avatarSchema } from '../profile/user-schemas';

/** An avatar for the admin screens: `image` is a URL to show, `imageKey` what is stored. */
export const adminAvatarSchema = avatarSchema.extend({ imageKey: z.string() });
export type AdminAvatar = z.infer<typeof adminAvatarSchema>;

const fields = {
  name: z.string().trim().min(1, 'Avatar Name is required').max(40, 'Avatar Name is at most 40 characters'),
  /** The objectId of a public image upload, or the avatar's current image. */
  image: z.string().trim().min(1, 'Avatar Image is required').max(300),
};

/** The 'Upload Avatar' form; read-only fields it sends back are ignored. */
export const avatarInputSchema = z.object(fields);
export type AvatarInput = z.infer<typeof avatarInputSchema>;

export const avatarUpdateInputSchema = z.object(fields).partial();
export type AvatarUpdateInput = z.infer<typeof avatarUpdateInputSchema>;
