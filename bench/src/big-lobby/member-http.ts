import http from 'node:http';

/** Requests the simulated members sent, by what they were for. */
export type RequestTally = { reads: number; bets: number; failed: number };

export const newRequestTally = (): RequestTally => ({ reads: 0, bets: 0, failed: 0 });

export type Answer = { status: number; body: string };

/**
 * One member's browser as the server meets it: keep-alive connections to the one host, at most
 * five at once beside the push stream (a browser opens six per host over HTTP/1.1), each request
 * carrying the member's access token. Bodies are kept only when asked for.
 */
export class MemberHttp {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 5 });

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly tally: RequestTally,
  ) {}

  get(path: string, keepBody: boolean): Promise<Answer> {
    this.tally.reads++;
    return this.send('GET', path, keepBody);
  }

  post(path: string, body: object): Promise<Answer> {
    this.tally.bets++;
    return this.send('POST', path, true, JSON.stringify(body));
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: string, path: string, keepBody: boolean, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${this.token}` };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const request = http.request(
        `${this.baseUrl}${path}`,
        { method, headers, agent: this.agent },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 400) this.tally.failed++;
          if (!keepBody && status < 400) {
            res.resume();
            res.on('end', () => resolve({ status, body: '' }));
            return;
          }
          res.setEncoding('utf8');
          let text = '';
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status, body: text }));
        },
      );
      request.on('error', (err) => {
        this.tally.failed++;
        reject(err);
      });
      request.end(body);
    });
  }
}
