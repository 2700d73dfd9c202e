/** What other features may use of this one; nobody imports its inner files. */
export { afterEventChange } from './after-event-change';
export { deleteExpiredRequestKeys, expiredRequestKeysPending } from './delete-expired-request-keys';
export { recordEventInTx } from './record-event';
