const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm:ss in local time, the event-time format of spec 9, for every time of the admin screens. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--:--:--';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
