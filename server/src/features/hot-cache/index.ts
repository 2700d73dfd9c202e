/** What other features may use of this one; nobody imports its inner files. */
export { frozenCopy } from './frozen-copy';
export { createHotCache } from './hot-cache';
