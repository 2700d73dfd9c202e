export { type ActiveLobby, clearActiveLobby, readActiveLobby, writeActiveLobby } from './active-lobby';
export { leaveLobby } from './api/leave-lobby';
export { lobbyKeys } from './api/lobby-keys';
export { isMobileDevice } from './is-mobile-device';
export { PlayerHome } from './player-home';
export { PrivateCodeDialog } from './private-code-dialog';
export { useActiveLobby } from './use-active-lobby';
