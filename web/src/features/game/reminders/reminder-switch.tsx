import { useId, useState } from 'react';
import { useLocalStore } from '../../../lib/use-local-store';
import { reminderOptInStore } from './reminder-opt-in';
import { askForSystemNotices, systemNoticePermission } from './system-notice';

/**
 * The opt-in for betting reminders (issue 17), off until the player switches it on; the browser
 * is asked to allow notifications only then. Kept with the game's own controls at the foot of the
 * screen, so a phone's first screen stays the match, the players and the code.
 */
export function ReminderSwitch() {
  const on = useLocalStore(reminderOptInStore) === true;
  const [permission, setPermission] = useState(systemNoticePermission);
  const switchId = useId();

  const toggle = async (next: boolean) => {
    if (!next) {
      reminderOptInStore.clear();
      return;
    }
    reminderOptInStore.write(true);
    await askForSystemNotices();
    setPermission(systemNoticePermission());
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <label htmlFor={switchId} className="flex min-h-11 items-center gap-2">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="size-4"
          checked={on}
          aria-checked={on}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Remind me before betting closes
      </label>
      {on ? (
        <span className="text-[var(--text-muted)]">
          {permission === 'granted'
            ? 'Reminders come as browser notifications.'
            : 'Reminders show on this page.'}
        </span>
      ) : null}
    </div>
  );
}
