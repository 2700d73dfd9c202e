import type { StreamNotice } from '@kickchips/core';
import { PushStream } from '../../features/realtime';
import { EVERYTHING_PUSHED, invalidationsFor } from './invalidate-for-notice';

const forNotice = (notice: StreamNotice) => invalidationsFor(notice, null);

/** The push stream with the app's map from notices to every feature's query keys. */
export function AppPushStream() {
  return <PushStream invalidationsFor={forNotice} everything={EVERYTHING_PUSHED} />;
}
