import { ApiError } from '../../lib/api-error';
import { labelledMessage } from './matches/request-error-text';

/**
 * Waits for an admin request; a refusal is passed on with the fields named by their labels
 * ("body.name: …" reads "Name …"), for the shared Form's message.
 */
export async function withFieldLabels<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      throw new ApiError(error.status, labelledMessage(error.message));
    }
    throw error;
  }
}
