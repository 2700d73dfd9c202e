import { paths } from '../../../lib/paths';

/** The absolute /join/CODE link of a lobby, as friends open it. */
export function inviteLinkOf(lobbyCode: string, origin = window.location.origin): string {
  return `${origin}${paths.join(lobbyCode)}`;
}
