import { STATUS_CODES } from 'node:http';

/** The success envelope `{ status, message, data }`. */
export function ok<T>(data: T, message = 'success', status = 200) {
  return { status, message, data };
}

/** The error envelope `{ status, message, error }`, with `detail` when the refusal carries one. */
export function failure(status: number, error: string, detail?: Record<string, unknown>) {
  return { status, message: STATUS_CODES[status] ?? 'Error', error, ...(detail ? { detail } : {}) };
}
