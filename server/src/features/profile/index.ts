/** What other features may use of this one; nobody imports its inner files. */
export { loadApiUser } from './load-api-user';
export { toApiUser } from './to-api-user';
