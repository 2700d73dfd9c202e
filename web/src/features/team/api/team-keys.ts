/** The team page's query keys. */
export const teamKeys = {
  members: ['team'] as const,
};
