import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../lib/paths';
import { createMatch } from '../api/create-match';

/** Opening manage-match/new creates a match with the defaults at once and goes to its id (spec 2). */
export function NewMatchRedirect() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createMatch()
      .then((created) => navigate(paths.admin.manageMatch(created.match._id), { replace: true }))
      .catch((caught: unknown) =>
        setError(
          caught instanceof Error && 'status' in caught
            ? `Failed to create match: ${caught.message}`
            : `Error creating match: ${String(caught)}`,
        ),
      );
  }, [navigate]);
  if (error)
    return (
      <p role="alert" className="text-[var(--danger)]">
        {error}
      </p>
    );
  return <Spinner label="Creating match" />;
}
