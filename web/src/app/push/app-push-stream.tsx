import type { StreamNotice } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PushStream } from '../../features/realtime';
import { applyLobbyDelta } from './apply-lobby-delta';
import { EVERYTHING_PUSHED, invalidationsFor } from './invalidate-for-notice';

/**
 * The push stream with the app's map from notices to every feature's query keys; a lobby's delta
 * is applied to the cache first, and costs only what core's screenReadsFor says.
 */
export function AppPushStream() {
  const queryClient = useQueryClient();
  const forNotice = useCallback(
    (notice: StreamNotice) => {
      if (notice.type !== 'lobby.delta') return invalidationsFor(notice, null);
      const { viewer, readAgain } = applyLobbyDelta(queryClient, notice);
      return [
        ...invalidationsFor(notice, viewer),
        ...readAgain.map((queryKey) => ({ queryKey, exact: true })),
      ];
    },
    [queryClient],
  );
  return <PushStream invalidationsFor={forNotice} everything={EVERYTHING_PUSHED} />;
}
