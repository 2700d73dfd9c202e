/**
 * An error meant for the client: its status and a sentence that names the field or rule.
 * Anything else that is thrown becomes a 500 with no detail.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A namespaced code such as 'bet/window_closed', for clients and logs. */
    readonly code?: string,
    /** What the client needs to act on the refusal, sent as the envelope's `detail`. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'You need to sign in', code?: string) =>
  new HttpError(401, message, code);
export const forbidden = (message = "You can't access that", code?: string) =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
