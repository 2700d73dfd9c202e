import type { ServerInstance } from './server-instance';

export type ServerError = {
  at: number;
  instance: string;
  method: string;
  path: string;
  status: number;
  body: string;
};

/** Every request the soak made, by outcome. */
export type HttpTally = {
  requests: number;
  byStatus: Map<number, number>;
  /** Refused or cut connections and timeouts (a killed instance), by instance. */
  networkErrors: Map<string, number>;
  serverErrors: ServerError[];
};

export const newTally = (): HttpTally => ({
  requests: 0,
  byStatus: new Map(),
  networkErrors: new Map(),
  serverErrors: [],
});

export type Answer<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'network'; error: string };

const REQUEST_TIMEOUT_MS = 15_000;

/** A body that is not JSON (a proxy's error page) counts by its status alone. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return {};
  }
}

/** After a connection to an instance fails, clients go elsewhere for this long, as a load balancer would. */
const AVOID_MS = 2000;

/**
 * The soak's HTTP client: JSON in and out, every answer counted. A request goes to the caller's
 * instance unless a connection to it failed in the last 2 s, else to another one. It knows nothing
 * of the kills: it finds a dead instance by its refused connections, like a load balancer. A GET
 * whose connection fails is tried once more elsewhere; a POST is not (a bet or a chat message sent
 * into a kill may or may not have landed: the caller counts it as uncertain).
 */
export class SoakHttp {
  private readonly avoidUntil = new Map<string, number>();

  constructor(
    private readonly instances: ServerInstance[],
    readonly tally: HttpTally,
  ) {}

  pick(preferred: number): ServerInstance {
    const count = this.instances.length;
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const instance = this.instances[(preferred + i) % count]!;
      if ((this.avoidUntil.get(instance.name) ?? 0) <= now) return instance;
    }
    return this.instances[preferred % count]!;
  }

  async call<T>(
    preferred: number,
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer<T>> {
    const answer = await this.once<T>(preferred, method, path, options);
    if (answer.kind !== 'network' || method !== 'GET') return answer;
    return this.once<T>(preferred, method, path, options);
  }

  private async once<T>(
    preferred: number,
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown },
  ): Promise<Answer<T>> {
    const instance = this.pick(preferred);
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    this.tally.requests++;
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${instance.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (err) {
      this.avoidUntil.set(instance.name, Date.now() + AVOID_MS);
      const errors = this.tally.networkErrors;
      errors.set(instance.name, (errors.get(instance.name) ?? 0) + 1);
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      return { kind: 'network', error: cause ?? (err as Error).message };
    }
    this.tally.byStatus.set(res.status, (this.tally.byStatus.get(res.status) ?? 0) + 1);
    if (res.status >= 500) {
      this.tally.serverErrors.push({
        at: Date.now(),
        instance: instance.name,
        method,
        path: path.split('?')[0]!,
        status: res.status,
        body: text.slice(0, 300),
      });
    }
    const json = parseJson(text) as { data?: T; error?: unknown };
    if (res.ok) return { kind: 'ok', status: res.status, data: json.data as T };
    const message = typeof json.error === 'string' ? json.error : JSON.stringify(json.error ?? '');
    return { kind: 'refused', status: res.status, message };
  }
}
