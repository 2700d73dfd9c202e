import { Spinner } from '../../../components/ui/spinner/spinner';

type Props = { query: { isPending: boolean; isError: boolean }; loading: string; failed: string };

/** The spinner while a section's list loads, and the alert when it could not. */
export function QueryNotes({ query, loading, failed }: Props) {
  return (
    <>
      {query.isPending ? <Spinner label={loading} /> : null}
      {query.isError ? <p role="alert">{failed}</p> : null}
    </>
  );
}
