import type { Match } from '@kickchips/core';
import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useMatches } from './api/get-matches';
import { matchGroups } from './match-groups';
import { MatchListItem } from './match-list-item';

type MatchListsProps = {
  selectedId: string | null;
  onSelect: (matchId: string) => void;
  onError: (action: string, error: unknown) => void;
};

/** The Active and Upcoming matches (spec 2), refreshed every 30 s; completed ones sit apart. */
export function MatchLists({ selectedId, onSelect, onError }: MatchListsProps) {
  const matches = useMatches();
  useEffect(() => {
    if (matches.error) onError('Failed to load matches', matches.error);
  }, [matches.error, onError]);
  if (matches.isPending) return <Spinner />;
  const groups = matchGroups(matches.data ?? []);
  const list = (items: Match[]) => (
    <ul className="flex flex-col gap-2">
      {items.map((match) => (
        <MatchListItem
          key={match._id}
          match={match}
          selected={match._id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
  return (
    <nav aria-label="Matches" className="flex min-w-0 flex-col gap-4 [overflow-wrap:anywhere]">
      <section className="flex flex-col gap-2">
        <h2 className="text-2xl">Active Matches</h2>
        {groups.active.length > 0 ? list(groups.active) : <Empty text="No active matches at the moment." />}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-2xl">Upcoming Matches</h2>
        {groups.upcoming.length > 0 ? list(groups.upcoming) : <Empty text="No upcoming matches." />}
      </section>
      {groups.completed.length > 0 ? (
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer font-semibold">
            Completed Matches ({groups.completed.length})
          </summary>
          <div className="mt-2">{list(groups.completed)}</div>
        </details>
      ) : null}
    </nav>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="text-sm text-[var(--color-muted)]">{text}</p>;
}
