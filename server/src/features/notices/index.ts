/** What other features may use of this one; nobody imports its inner files. */
export { createNotices, type Notices } from './notices';
export { createLocalNotifier, type Notifier } from './notifier';
