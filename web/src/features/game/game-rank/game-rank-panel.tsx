import type { LobbyDetails } from '@kickchips/core';
import { useState } from 'react';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import { cn } from '../../../lib/cn';
import { useLeaderboard } from '../api/get-leaderboard';
import { HostActionsMenu } from '../host-actions-menu';
import { LobbyLockControl } from '../lobby-lock-control';
import { PlayerStats } from './player-stats';

type GameRankPanelProps = { details: LobbyDetails; intervalMs: number };

/**
 * GAME RANK (spec 2 lower panel): the leaderboard, one button per player with their chips, what
 * they have in play and whether they have bet on the round taking bets; the selected player's
 * detail beside it. The current user is selected until someone else is picked. Whether the lobby
 * is locked shows to all; the host keeps the lock and the menu on each other player (issue 17).
 */
export function GameRankPanel({ details, intervalMs }: GameRankPanelProps) {
  const board = useLeaderboard(details.lobby._id, details.leaderboard, intervalMs);
  const [picked, setPicked] = useState<string | null>(null);
  const entries = board.data ?? [];
  const selected =
    entries.find((entry) => entry.user._id === picked) ??
    entries.find((entry) => entry.user._id === details.currentUser._id) ??
    entries[0];
  const eliminated = new Set(details.users.filter((m) => m.eliminated).map((m) => m.user._id));
  // who has bet on the round taking bets (issue 19 item 6): that they have, never on what
  const betPlaced = new Set(details.nextBettableRoundId === null ? [] : details.betPlacedBy);
  const isHost = details.lobby.hostUser._id === details.currentUser._id;
  // the host's menu goes on other players present now (the board also keeps those who left)
  const hostMenuFor = (userId: string) =>
    isHost && userId !== details.currentUser._id
      ? details.users.find((m) => m.user._id === userId)
      : undefined;

  return (
    <section aria-labelledby="game-rank-title" className="card flex flex-col gap-3" data-slot="game-rank">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="game-rank-title" className="display text-display-sm">
          GAME RANK
        </h2>
        <LobbyLockControl lobbyId={details.lobby._id} locked={details.lobby.locked} isHost={isHost} />
      </div>
      {!board.data ? (
        <QueryProblem
          loadingLabel="Loading the leaderboard"
          failure={board.isError ? `Failed to load the leaderboard: ${board.error.message}` : null}
          onRetry={() => void board.refetch()}
        />
      ) : !selected ? (
        <p className="text-[var(--text-muted)]">No players yet.</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_15rem]">
          <ol aria-label="Players by rank" className="flex flex-col gap-1">
            {entries.map((entry) => {
              const isSelected = entry.user._id === selected.user._id;
              const hostMenu = hostMenuFor(entry.user._id);
              return (
                <li key={entry.user._id} className="flex items-center gap-1">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setPicked(entry.user._id)}
                    className={cn(
                      'flex min-h-11 w-full min-w-0 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-left transition-colors',
                      'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]',
                      isSelected && 'bg-[var(--surface-sunken)] ring-2 ring-[var(--color-chip-500)]',
                    )}
                  >
                    <span className="display w-8 text-xl tabular-nums">#{entry.rank}</span>
                    <span className="min-w-0 flex-1 truncate font-semibold">
                      {entry.user.username}
                      {entry.user._id === details.currentUser._id ? (
                        <span className="font-normal text-[var(--text-muted)]"> (you)</span>
                      ) : null}
                    </span>
                    {eliminated.has(entry.user._id) ? (
                      <span className="badge badge-danger">Eliminated</span>
                    ) : betPlaced.has(entry.user._id) ? (
                      <span className="badge badge-outline">Bet placed</span>
                    ) : null}
                    <span className="flex flex-col text-right tabular-nums">
                      <span>{entry.chips} chips</span>
                      {entry.inPlay > 0 ? (
                        <span className="text-xs text-[var(--text-muted)]">+{entry.inPlay} in play</span>
                      ) : null}
                    </span>
                  </button>
                  {hostMenu ? <HostActionsMenu lobbyId={details.lobby._id} member={hostMenu} /> : null}
                </li>
              );
            })}
          </ol>
          <PlayerStats entry={selected} />
        </div>
      )}
    </section>
  );
}
