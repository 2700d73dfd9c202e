import type { OpenLobby } from '@kickchips/core';
import { formatStartTime } from './format-start-time';

type OpenLobbyItemProps = { lobby: OpenLobby; onJoin: (code: string) => void; disabled: boolean };

/** One OPEN LOBBIES entry (spec 2); clicking it joins by its code. */
export function OpenLobbyItem({ lobby, onJoin, disabled }: OpenLobbyItemProps) {
  const { match } = lobby;
  const start = match.startTime
    ? `${formatStartTime(match.startTime)}${match.halfNumber ? ` · Half ${match.halfNumber}` : ''}`
    : 'Start time to be announced';
  return (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onJoin(lobby.lobbyCode)}
        className="panel flex w-full flex-col gap-1 text-left transition hover:border-[var(--brand)] focus-visible:outline-2"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">
            {match.homeTeam} vs {match.awayTeam}
          </span>
          {lobby.preMatchBetting ? <span className="badge badge-gold">PRE-MATCH BETTING</span> : null}
          {lobby.halfTime ? <span className="badge badge-outline">HALF-TIME</span> : null}
        </span>
        <span className="text-sm text-[var(--text-muted)]">
          Host {lobby.hostUser.username} · {lobby.playerCount}/
          {lobby.maxPlayers === 999 ? '∞' : lobby.maxPlayers} players
        </span>
        <span className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>{start}</span>
          <span className="font-mono tracking-widest">{lobby.lobbyCode}</span>
        </span>
      </button>
    </li>
  );
}
