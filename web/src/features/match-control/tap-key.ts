/**
 * A fresh Idempotency-Key for one tap. getRandomValues works on plain http too (randomUUID needs a
 * secure context), and an admin may open the app by a LAN address.
 */
export function newTapKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tap-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
