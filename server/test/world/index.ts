export type { Caller, Method } from './caller';
export { createTestWorld, extendWorld, openTestWorld, type TestWorld } from './create-test-world';
export { type AuthHeaders, authHeaders, TEST_PASSWORD, type TestUser } from './create-user';
export { insertLobby, insertLobbyUser } from './insert-lobby';
export { insertMatch, insertMatchEventTypes } from './insert-match';
export type { TestApp } from './test-app';
export { openTestDatabase } from './test-database';
