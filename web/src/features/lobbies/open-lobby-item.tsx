import { formatScoreline, type OpenLobby } from '@kickchips/core';
import { showsScore } from '../../lib/match-title';
import { serverClockOffset } from '../../lib/server-clock';
import { formatStartTime } from './format-start-time';

type OpenLobbyItemProps = { lobby: OpenLobby; onJoin: (code: string) => void; disabled: boolean };

/**
 * One OPEN LOBBIES entry (spec 2), with the score once its match kicked off (issue 31); clicking it
 * joins by its code.
 */
export function OpenLobbyItem({ lobby, onJoin, disabled }: OpenLobbyItemProps) {
  const { match } = lobby;
  const kickedOff =
    match.startTime !== null && Date.parse(match.startTime) <= Date.now() + serverClockOffset();
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
        {showsScore(match.score, kickedOff) ? (
          <span className="font-semibold tabular-nums" data-testid="match-score">
            {formatScoreline(match.homeTeam, match.awayTeam, match.score)}
          </span>
        ) : null}
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
