/** Spec 2: the match lists refresh every 30 s; the selected match and its log every 10 s. */
export const LIST_REFRESH_MS = 30_000;
export const MATCH_REFRESH_MS = 10_000;
