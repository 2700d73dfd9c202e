export { type Caller, callerOf, type Method, type SignedIn } from './caller';
export {
  createTestWorld,
  extendWorld,
  openTestWorld,
  type Role,
  type TestWorld,
  type TestWorldOptions,
} from './create-test-world';
export {
  type AuthHeaders,
  authHeaders,
  createUser,
  TEST_PASSWORD,
  type TestUser,
  type UserOptions,
} from './create-user';
export { type BetInput, insertBet } from './insert-bet';
export { insertLobby, insertLobbyUser } from './insert-lobby';
export { insertMatch, insertMatchEventTypes, type TestMatch } from './insert-match';
export { createTestApp, type TestApp } from './test-app';
export { openTestDatabase } from './test-database';
