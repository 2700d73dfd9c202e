import { PushStream } from '../../features/realtime';
import { EVERYTHING_PUSHED, invalidationsFor } from './invalidate-for-notice';

/** The push stream with the app's map from notices to every feature's query keys. */
export function AppPushStream() {
  return <PushStream invalidationsFor={invalidationsFor} everything={EVERYTHING_PUSHED} />;
}
