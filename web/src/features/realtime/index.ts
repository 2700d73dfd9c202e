export { pushAwarePoll, usePushConnected } from './push-status';
export { usePushTopics } from './push-topics';
