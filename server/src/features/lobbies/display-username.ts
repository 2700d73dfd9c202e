/** The name a lobby shows for a user: their username, or their account name until they choose one. */
export function displayUsername(user: { username: string | null; name: string }): string {
  return user.username ?? user.name;
}
