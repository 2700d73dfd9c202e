import { TEAM_GRANT_HEADER } from '@kickchips/core';

/** The headers that carry the team page's edit grant (from its unlock). */
export const teamGrantHeaders = (grant: string) => ({ [TEAM_GRANT_HEADER]: grant });
