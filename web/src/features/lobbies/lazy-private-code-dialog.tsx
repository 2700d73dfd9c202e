import { type ComponentProps, lazy, Suspense } from 'react';
import type { PrivateCodeDialog as LoadedPrivateCodeDialog } from './private-code-dialog';

const PrivateCodeDialog = lazy(async () => ({
  default: (await import('./private-code-dialog')).PrivateCodeDialog,
}));

/**
 * A new private lobby's code, whose dialog library comes in its own chunk the first time one is
 * created: while there is no code, nothing is rendered and nothing is loaded.
 */
export function LazyPrivateCodeDialog(props: ComponentProps<typeof LoadedPrivateCodeDialog>) {
  if (props.code === null) return null;
  return (
    <Suspense fallback={null}>
      <PrivateCodeDialog {...props} />
    </Suspense>
  );
}
