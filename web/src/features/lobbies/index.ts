export { type ActiveLobby, clearActiveLobby, readActiveLobby, writeActiveLobby } from './active-lobby';
export { isMobileDevice } from './is-mobile-device';
export { lobbyApi } from './lobby-api';
export { PlayerHome } from './player-home';
export { PrivateCodeDialog } from './private-code-dialog';
export { useActiveLobby } from './use-active-lobby';
export { useNow } from './use-now';
