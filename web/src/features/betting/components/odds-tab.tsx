import { lineSubject, type MatchTeams } from '@kickchips/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryProblem } from '../../../components/ui/query-problem/query-problem';
import type { MatchOdd } from '../api/use-match-odds';
import type { BetSlip } from '../hooks/use-bet-slip';
import { type LineGroup, lineGroupsOf } from '../line-groups';
import { AmountControls } from './amount-controls';
import { LineGroupPicker } from './line-group-picker';
import { OddsSideList } from './odds-side-list';

type OddsTabProps = {
  query: UseQueryResult<MatchOdd[]>;
  category: string | null;
  /** The match's teams, for the lines on one team's count. */
  teams: MatchTeams;
  slip: BetSlip;
  blockedReason: string | null;
  /** The player's cards, when the lobby plays with them. */
  cards: ReactNode;
  /** The chosen bet in words, or null. */
  summary: string | null;
  confirm: ReactNode;
  /** 'Failed to place bet: …' for 3 s after a refusal. */
  failure: string | null;
  /** The server's sentence naming the chosen line's new price, until the player confirms again. */
  priceChange: string | null;
};

const bySide = (odds: readonly MatchOdd[], category: string, group: LineGroup, side: 'over' | 'under') =>
  odds
    .filter((odd) => odd.eventType === category && (odd.team ?? null) === group && odd.betType === side)
    .sort((a, b) => a.threshold - b.threshold);

/**
 * The Odds tab (spec 2): OVER and UNDER of the chosen category, then the amount, the cards and
 * confirm. A category with lines on a team's count offers them by team: the whole match's first.
 */
export function OddsTab(props: OddsTabProps) {
  const { query, category, slip, blockedReason, teams } = props;
  const [groupChoice, setGroupChoice] = useState<LineGroup>(null);
  if (!query.data) {
    return (
      <QueryProblem
        loadingLabel="Loading odds"
        failure={query.isError ? 'Failed to load the odds.' : null}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (category === null) {
    return <p className="text-[var(--text-muted)]">No odds for this match yet.</p>;
  }
  const groups = lineGroupsOf(query.data, category);
  const group = groups.includes(groupChoice) ? groupChoice : (groups[0] ?? null);
  const side = (name: 'over' | 'under') => (
    <OddsSideList
      key={`${name}-${category}-${group ?? 'match'}`}
      side={name}
      category={lineSubject({ eventType: category, team: group }, teams)}
      odds={bySide(query.data, category, group, name)}
      amount={slip.amount}
      selectedId={slip.oddId}
      onToggle={slip.toggleOdd}
      blockedReason={blockedReason}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {groups.length > 1 ? (
        <LineGroupPicker groups={groups} selected={group} onSelect={setGroupChoice} teams={teams} />
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {side('over')}
        {side('under')}
      </div>
      <AmountControls slip={slip} blockedReason={blockedReason} />
      {props.cards}
      {props.summary ? (
        <p className="text-sm">
          <span className="kicker mr-2">Your bet</span>
          <span className="font-semibold">{props.summary}</span>
        </p>
      ) : null}
      {props.priceChange ? (
        <p
          role="alert"
          className="rounded-lg border-2 border-[var(--caution)] px-3 py-2 text-sm font-semibold text-[var(--caution)]"
        >
          {props.priceChange}
        </p>
      ) : null}
      {props.confirm}
      {props.failure ? (
        <p role="alert" className="field-error mt-0">
          {props.failure}
        </p>
      ) : null}
    </div>
  );
}
