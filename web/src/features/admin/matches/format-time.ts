/** A half's start or end time as the halfs table shows it. */
export function formatTime(iso: string | null, missing: string): string {
  return iso ? new Date(iso).toLocaleTimeString() : missing;
}
