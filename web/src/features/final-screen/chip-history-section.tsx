import { QueryProblem } from '../../components/ui/query-problem/query-problem';
import { useChipHistory } from './api/get-chip-history';
import { LazyChipChart } from './lazy-chip-chart';

type ChipHistorySectionProps = { lobbyId: string; finished: boolean | undefined; currentUserId: string };

/** The chip chart with its loading, empty and error states. */
export function ChipHistorySection({ lobbyId, finished, currentUserId }: ChipHistorySectionProps) {
  const history = useChipHistory(lobbyId, finished);
  return (
    <section aria-label="Chip history" className="panel flex flex-col gap-3">
      {!history.data ? (
        <QueryProblem
          loadingLabel="Loading the chip history"
          failure={history.isError ? `Failed to load the chip history: ${history.error.message}` : null}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.players.length === 0 || history.data.rounds.length === 0 ? (
        <p className="text-sm text-[var(--text-muted)]">
          No round was played, so there is no chip history to show.
        </p>
      ) : (
        <LazyChipChart history={history.data} currentUserId={currentUserId} />
      )}
    </section>
  );
}
