/** The profile screen's query keys. */
export const profileKeys = {
  profile: ['profile'] as const,
  avatars: ['avatars'] as const,
};
