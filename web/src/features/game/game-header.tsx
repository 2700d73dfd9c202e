import type { MatchState } from '@kickchips/core';
import {
  formatClock,
  type GameScreen,
  halfIndicator,
  type LobbyDetails,
  MATCH_ABANDONED_TEXT,
  matchTiming,
  phaseBadge,
} from '@kickchips/core';
import { matchTitle } from '../../lib/match-title';
import { matchClock } from './match-clock';
import { MatchTicker } from './match-ticker';
import { Scoreboard } from './score/scoreboard';
import { useGoalAnnouncement } from './score/use-goal-announcement';
import { tickerLeader } from './ticker-leader';

type GameHeaderProps = {
  details: LobbyDetails;
  match: MatchState;
  screen: GameScreen;
  now: number;
  /** The phone's sticky bet bar is on show and says "Ends in" itself: below 768 px this one hides. */
  barShowsEndsIn?: boolean;
};

/**
 * The in-game header (spec 2): the match with its score once it kicked off (issue 31), the ticker
 * with the leader, half indicator and phase badge (shown once when both say the same, as both do
 * after the match). A goal is told in the header's polite live region. The brand banner is the
 * site header's, right above: a second one here would show it twice.
 */
export function GameHeader({ details, match, screen, now, barShowsEndsIn = false }: GameHeaderProps) {
  const kickedOff = matchTiming(match.halves, now).status !== 'not_started';
  const goal = useGoalAnnouncement(details.match.score, details.match);
  const ticker = `${matchTitle(details.match, kickedOff)} · ${tickerLeader(details.leaderboard)}`;
  const badge = phaseBadge(screen);
  const half = halfIndicator(match.halves, now);
  const endsAt = details.activeRounds[0]?.endsAt;
  const endsIn =
    badge === 'LIVE ROUND' && endsAt ? `Ends in ${formatClock(Math.max(0, Date.parse(endsAt) - now))}` : null;
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Scoreboard match={details.match} kickedOff={kickedOff} />
        <div className="flex flex-wrap items-center gap-2">
          {half === badge ? null : (
            <span className="badge badge-outline" data-testid="half-indicator">
              {half}
            </span>
          )}
          <span
            className={`badge ${badge === 'LIVE ROUND' ? 'badge-live' : 'badge-gold'}`}
            data-testid="phase-badge"
          >
            {badge}
          </span>
          <span className="text-sm font-semibold tabular-nums" data-testid="match-clock">
            {matchClock(match, details.match.scheduledAt, now)}
          </span>
          {endsIn ? (
            <span
              className={`text-sm font-semibold tabular-nums ${barShowsEndsIn ? 'hidden md:inline' : ''}`}
            >
              {endsIn}
            </span>
          ) : null}
        </div>
      </div>
      <MatchTicker text={ticker} />
      <p role="status" className="sr-only" data-testid="goal-announcement">
        {goal}
      </p>
      {details.match.abandoned ? (
        <p role="status" className="badge badge-outline self-start">
          {MATCH_ABANDONED_TEXT}
        </p>
      ) : null}
    </header>
  );
}
