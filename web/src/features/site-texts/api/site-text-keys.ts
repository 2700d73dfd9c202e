export const siteTextKeys = { all: ['site-texts'] as const };
