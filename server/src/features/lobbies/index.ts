/** What other features may use of this one; nobody imports its inner files. */
export { appClock } from './app-clock';
export { displayUsername } from './display-username';
export { handOverHosting } from './hand-over-hosting';
export { loadMembers, type MemberRow } from './load-members';
export { betDelta, joinDelta, leftDelta } from './lobby-delta';
export { lobbyForUpdate } from './lobby-for-update';
export { lobbyLeaderboard } from './lobby-leaderboard';
export { lobbySettings } from './lobby-settings';
export { markRemoved } from './mark-removed';
export { LOBBY_NOT_FOUND, NOT_A_MEMBER, NOT_IN_LOBBY, requireMember } from './require-member';
export { userShownNotices } from './user-shown-notices';
