import { type MatchHalf, nextHalfNumber } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { cn } from '../../../lib/cn';
import { formatTime } from '../../../lib/format-time';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { adminKeys } from '../api/admin-keys';
import { deleteHalf } from '../api/delete-half';
import { endHalf } from '../api/end-half';
import { useAdminMatchHalves } from '../api/get-match-halves';
import { AddHalfForm } from './add-half-form';
import { MatchSection } from './match-section';
import { QueryNotes } from './query-notes';
import { bannerText } from './request-error-text';
import { FLASH_MS, SectionMessages } from './section-messages';
import { SectionTable } from './section-table';

type Props = { matchId: string; selectedHalfId: string | null; onSelect: (half: MatchHalf | null) => void };

/** 'Match Halfs': the halves table with End Half and Delete, and the Add Half form. */
export function HalvesSection({ matchId, selectedHalfId, onSelect }: Props) {
  const queryClient = useQueryClient();
  const halves = useAdminMatchHalves(matchId);
  const [status, flash] = useTimedMessage(FLASH_MS);
  const [error, setError] = useState<string | null>(null);
  const rows = halves.data ?? [];
  const suggested = nextHalfNumber(rows);

  useEffect(() => {
    if (!selectedHalfId && rows[0]) onSelect(rows[0]);
  }, [rows, selectedHalfId, onSelect]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });
  const run = async (action: () => Promise<unknown>, failed: string, errored: string, done?: string) => {
    setError(null);
    try {
      await action();
      if (done) flash(done);
    } catch (caught) {
      setError(bannerText(caught, failed, errored));
    }
    await refresh();
  };

  return (
    <MatchSection headingId="halfs-heading" title="Match Halfs">
      <SectionMessages status={status} error={error} />
      <QueryNotes query={halves} loading="Loading halves" failed="Failed to load halves" />
      {halves.isSuccess && rows.length === 0 ? <p>No halves yet</p> : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <SectionTable columns={['Half #', 'Start Time', 'End Time', 'Status', 'Rounds', 'Actions']}>
            {rows.map((half) => (
              <tr
                key={half._id}
                className={cn(
                  'cursor-pointer',
                  half._id === selectedHalfId && 'bg-[var(--surface-sunken)] font-semibold',
                )}
                onClick={() => onSelect(half)}
                aria-selected={half._id === selectedHalfId}
              >
                <td>
                  <button type="button" className="underline" onClick={() => onSelect(half)}>
                    Half {half.halfNumber}
                  </button>
                </td>
                <td>{half.startTime ? formatTime(half.startTime) : 'Not set'}</td>
                <td>{half.endTime ? formatTime(half.endTime) : 'Not ended'}</td>
                <td>{half.status || 'Not created'}</td>
                <td>{half.roundsCount}</td>
                <td
                  className="flex gap-1"
                  onClick={(event) => event.stopPropagation()}
                  onKeyDown={() => undefined}
                >
                  {half.status === 'active' && !half.endTime ? (
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() =>
                        void run(
                          () => endHalf(half._id),
                          'Failed to end half',
                          'Error ending half',
                          'Half ended!',
                        )
                      }
                    >
                      End Half
                    </button>
                  ) : null}
                  <DeleteButton
                    iconOnly
                    label={`Delete half ${half.halfNumber}`}
                    onDelete={async () => {
                      if (half._id === selectedHalfId) onSelect(null);
                      await run(() => deleteHalf(half._id), 'Error deleting half', 'Error deleting half');
                    }}
                  />
                </td>
              </tr>
            ))}
          </SectionTable>
        </div>
      ) : null}
      <AddHalfForm
        key={`${halves.isSuccess}-${rows.length}`}
        matchId={matchId}
        suggested={halves.isSuccess ? suggested : null}
        onAdded={async () => {
          flash('Saved');
          await refresh();
        }}
      />
    </MatchSection>
  );
}
