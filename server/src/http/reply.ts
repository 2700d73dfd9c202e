import { STATUS_CODES } from 'node:http';

/** The success envelope `{ status, message, data }`. */
export function ok<T>(data: T, message = 'success', status = 200) {
  return { status, message, data };
}

/** The error envelope `{ status, message, error }`. */
export function failure(status: number, error: string) {
  return { status, message: STATUS_CODES[status] ?? 'Error', error };
}
