import { DataTable } from '../../components/ui/data-table/data-table';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useUserResults } from './api/get-user-results';
import { previousResultsColumns } from './previous-results-columns';

/** The caller's finished games as a searchable paged table (spec 2 "Previous results"). */
export function PreviousResults() {
  const results = useUserResults();
  if (results.isPending) return <Spinner label="Loading previous results" />;
  if (results.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-[var(--danger)]">
          Failed to load previous results. Please try again.
        </p>
        <button type="button" className="btn-primary" onClick={() => void results.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <DataTable
      caption="Previous results"
      data={results.data}
      columns={previousResultsColumns}
      getRowId={(result) => result.lobbyId}
      emptyText="Sorry, there were no results found matching your criteria."
      minWidthClass="min-w-0"
    />
  );
}
