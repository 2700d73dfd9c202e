import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from './theme-toggle/use-theme';

/** Toasts at top-centre that close after 1000 ms (spec 2), in the page's theme. */
export function Toaster() {
  return (
    <SonnerToaster position="top-center" duration={1000} richColors closeButton={false} theme={useTheme()} />
  );
}
