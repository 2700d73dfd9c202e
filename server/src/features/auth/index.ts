/** What other features may use of this one; nobody imports its inner files. */

export { signAccessToken, TOKEN_ALGORITHMS } from './access-token';
export { endUserSessions } from './end-user-sessions';
export { hashPassword, verifyPassword } from './password-hash';
export { welcomeMailFor } from './welcome-mail-for';
