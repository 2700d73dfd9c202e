export { type AreaInvalidations, matchAreaInvalidations, useAreaInvalidations } from './area-invalidations';
export { tellNoticeListeners, useStreamNotices } from './notice-listeners';
export { isPushConnected, pushAwarePoll, usePushConnected } from './push-status';
export { PushStream } from './push-stream';
export { usePushTopics } from './push-topics';
