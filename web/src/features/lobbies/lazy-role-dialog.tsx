import { type ComponentProps, lazy, Suspense } from 'react';
import type { RoleDialog as LoadedRoleDialog } from './role-dialog';

const RoleDialog = lazy(async () => ({ default: (await import('./role-dialog')).RoleDialog }));

/**
 * The JOIN LOBBY dialog, whose dialog library comes in its own chunk the first time a lobby is
 * chosen: while no lobby is, nothing is rendered and nothing is loaded.
 */
export function LazyRoleDialog(props: ComponentProps<typeof LoadedRoleDialog>) {
  if (props.lobby === null) return null;
  return (
    <Suspense fallback={null}>
      <RoleDialog {...props} />
    </Suspense>
  );
}
