import { EVENT_SOURCE_CLOSED, type EventSourceLike } from './push-connection';

/** Test support: an EventSource the test drives by hand, remembering the URL it was opened with. */
export class TestEventSource implements EventSourceLike {
  static opened: TestEventSource[] = [];
  readyState = 0;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }

  static open = (url: string) => new TestEventSource(url);
  static latest = () => TestEventSource.opened.at(-1)!;

  get params(): URLSearchParams {
    return new URL(this.url, 'http://localhost').searchParams;
  }

  /** The server sends a notice. */
  emit(data: object): void {
    this.readyState = 1;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }

  /** The connection dropped; `giveUp` as when the browser will not reconnect (a 401, say). */
  fail(giveUp = false): void {
    this.readyState = giveUp ? EVENT_SOURCE_CLOSED : 0;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = EVENT_SOURCE_CLOSED;
  }
}
