import { Spinner } from '../spinner/spinner';

type QueryProblemProps = {
  /** What is loading, read out while it loads. */
  loadingLabel: string;
  /** The message when it failed; null while it loads. */
  failure: string | null;
  onRetry: () => void;
};

/** A read without data yet: a spinner while it loads, or the failure, announced at once, with Retry. */
export function QueryProblem({ loadingLabel, failure, onRetry }: QueryProblemProps) {
  if (failure === null) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-2">
      <p className="field-error mt-0">{failure}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
