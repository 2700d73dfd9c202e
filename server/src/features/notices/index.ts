/** What other features may use of this one; nobody imports its inner files. */

export { createNotices, type NoticeCache, type Notices } from './notices';
export { createLocalNotifier, type Notifier } from './notifier';
export { type NoticeContext, type Notify, withNotices } from './with-notices';
