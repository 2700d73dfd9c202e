/** The browser's answer on notifications, or 'unsupported' where there is no Notification API. */
export function systemNoticePermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for permission only while the browser has no answer yet: a refusal is never asked again. */
export async function askForSystemNotices(): Promise<void> {
  if (systemNoticePermission() !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    // an old browser that takes only a callback: the page's own notice stands in
  }
}

/**
 * Shows a browser notification; false when none may be shown, so the page shows its own. Some
 * phone browsers allow them only from a service worker and throw on the constructor.
 */
export function showSystemNotice(text: string, tag: string): boolean {
  if (systemNoticePermission() !== 'granted') return false;
  try {
    new Notification(text, { tag });
    return true;
  } catch {
    return false;
  }
}
