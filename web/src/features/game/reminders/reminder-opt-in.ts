import { createLocalStore } from '../../../lib/local-store';

/** Whether the player switched betting reminders on in this browser (issue 17: opt-in). */
export const reminderOptInStore = createLocalStore<true>('kickchips.bettingReminders', (stored) =>
  stored === true ? true : null,
);
