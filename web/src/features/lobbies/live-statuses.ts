/** Match statuses the CREATE GAME tab shows as live. */
export const LIVE_STATUSES = new Set(['active', 'ongoing']);
