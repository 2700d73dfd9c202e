import { X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAreaInvalidations } from '../realtime';
import { useMatches } from './api/get-matches';
import { matchControlInvalidations } from './api/match-control-invalidations';
import { MatchLists } from './match-lists';
import { SelectedMatch } from './selected-match';
import { useErrorNotice } from './use-error-notice';

/**
 * Realtime Match Updates (spec 2, /admin/events): pick an active or upcoming match, run its halves
 * and record what happens on the pitch. The selection is kept in the address (?match=) for reloads.
 */
export function RealtimeMatchUpdatesRoute() {
  useAreaInvalidations(matchControlInvalidations);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('match');
  const { notice, report, clear } = useErrorNotice();
  const matches = useMatches();
  const selected = matches.data?.find((match) => match._id === selectedId) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <h1>Realtime Match Updates</h1>
      {notice ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-[var(--color-danger)] bg-[var(--color-danger-soft)] px-3 py-2 text-sm"
        >
          <span className="flex-1">{notice}</span>
          <button type="button" className="btn-ghost btn-icon" aria-label="Dismiss" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <MatchLists
          selectedId={selectedId}
          onSelect={(matchId) => setParams({ match: matchId })}
          onError={report}
        />
        {selected ? (
          <SelectedMatch key={selected._id} match={selected} onError={report} onDone={clear} />
        ) : (
          <p className="panel text-center text-[var(--color-muted)]">Select a match to record events</p>
        )}
      </div>
    </div>
  );
}
