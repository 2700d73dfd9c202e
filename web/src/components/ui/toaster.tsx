import { Toaster as SonnerToaster } from 'sonner';

/** Toasts at top-centre that close after 1000 ms (spec 2). */
export function Toaster() {
  return <SonnerToaster position="top-center" duration={1000} richColors closeButton={false} />;
}
