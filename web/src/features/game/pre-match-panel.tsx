import { countdownText, type LobbyDetails } from '@kickchips/core';

type PreMatchPanelProps = { details: LobbyDetails; now: number };

/** PRE_MATCH (spec 4): nothing to bet on yet; the kick-off countdown when the match is scheduled. */
export function PreMatchPanel({ details, now }: PreMatchPanelProps) {
  const scheduled = details.match.scheduledAt ? Date.parse(details.match.scheduledAt) : null;
  return (
    <section aria-labelledby="pre-match-title" className="card flex flex-col gap-1" data-slot="pre-match">
      <h2 id="pre-match-title" className="display text-display-sm">
        WAITING FOR KICK-OFF
      </h2>
      <p className="font-semibold tabular-nums">
        {scheduled !== null && scheduled > now
          ? `Match starts in ${countdownText(scheduled, now)}`
          : 'The match has not started yet.'}
      </p>
      <p className="text-sm text-[var(--text-muted)]">Betting opens as soon as the match's rounds are set.</p>
    </section>
  );
}
