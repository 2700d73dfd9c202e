import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSaveAdminRecord } from './api/save-admin-record';

/** Saves an admin record and goes back to its list; a failure stays on the form as `error`. */
export function useSaveAndReturn(
  resource: Parameters<typeof useSaveAdminRecord>[0],
  id: string,
  listPath: string,
) {
  const navigate = useNavigate();
  const save = useSaveAdminRecord(resource, id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const saveAndReturn = async (body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      await save.mutateAsync(body);
      navigate(listPath);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to save');
    } finally {
      setBusy(false);
    }
  };
  return { saveAndReturn, error, setError, busy };
}
