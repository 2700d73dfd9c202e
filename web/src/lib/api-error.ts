/** A failed call: the HTTP status (0 when the server could not be reached) and a message for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server';
