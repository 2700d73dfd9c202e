import { apiCall } from '../../../lib/api-client';

/** Ends the session on the server (its refresh tokens stop working). */
export async function logout(): Promise<void> {
  await apiCall('/api/auth/logout');
}
