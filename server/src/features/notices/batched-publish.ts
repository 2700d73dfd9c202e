import type { PushMessage } from '@kickchips/core';

/**
 * A notifier's publish that sends the notices published in the same turn of the event loop as one
 * batch, each once (its JSON text); every caller of that turn waits for the same send.
 */
export function batchedPublish(
  sendBatch: (payloads: string[]) => Promise<void>,
): (message: PushMessage) => Promise<void> {
  let pending: { payloads: Set<string>; sent: Promise<void> } | null = null;
  const send = async (payloads: Set<string>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    pending = null;
    await sendBatch([...payloads]);
  };
  return (message) => {
    if (!pending) {
      const payloads = new Set<string>();
      pending = { payloads, sent: send(payloads) };
    }
    pending.payloads.add(JSON.stringify(message));
    return pending.sent;
  };
}
