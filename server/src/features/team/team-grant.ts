import { errors, jwtVerify, SignJWT } from 'jose';

/** How long the team password unlocks editing. */
export const TEAM_GRANT_SECONDS = 30 * 60;

/** A signed, short-lived grant to edit the team page, handed out for the team password. */
export async function signTeamGrant(key: Uint8Array, nowSeconds = Math.floor(Date.now() / 1000)) {
  const exp = nowSeconds + TEAM_GRANT_SECONDS;
  const grant = await new SignJWT({ typ: 'team-edit' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(key);
  return { grant, expiresAt: new Date(exp * 1000).toISOString() };
}

export async function checkTeamGrant(
  key: Uint8Array,
  grant: string,
): Promise<'valid' | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(grant, key, { algorithms: ['HS256'] });
    return payload.typ === 'team-edit' ? 'valid' : 'invalid';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
