import { useRef } from 'react';

/**
 * Focus return for a dialog that is opened through open/onOpenChange rather than a Radix Trigger.
 * Radix then has no trigger to give the focus back to and leaves it on the page body. Spread the
 * result on Dialog.Content: it remembers what had the focus when the dialog opened and focuses it
 * again when the dialog closes, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
