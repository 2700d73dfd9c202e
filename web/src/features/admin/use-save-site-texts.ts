import { useState } from 'react';
import { toast } from 'sonner';
import { ERROR_TOAST } from '../../components/ui/toaster';
import { useSaveSiteText } from '../site-texts';

type Entry = { key: string; value: string };

/** Saves site texts one after another, refusing an empty one, and tells the outcome in a toast. */
export function useSaveSiteTexts() {
  const saveText = useSaveSiteText();
  const [busy, setBusy] = useState(false);

  const save = async (entries: readonly Entry[]) => {
    if (entries.some((entry) => !entry.value.trim())) {
      toast.error('The text must not be empty', ERROR_TOAST);
      return;
    }
    setBusy(true);
    try {
      for (const entry of entries) await saveText.mutateAsync(entry);
      toast.success('Saved');
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Failed to save', ERROR_TOAST);
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}
