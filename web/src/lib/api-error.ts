/**
 * A failed call: the HTTP status (0 when the server could not be reached), a message for people,
 * and the envelope's `detail` when the server gave one to act on (the new price of a line that moved).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server';
