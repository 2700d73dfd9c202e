import type { NavigateFunction } from 'react-router';

/** Follows a redirect the server chose: in-app paths through the router, anything else by loading it. */
export function goToUrl(navigate: NavigateFunction, url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}

/** The confirmation page with the final destination passed along as `rd` (spec 4). */
export function withRedirectParam(confirmationUrl: string, redirectUrl: string): string {
  const separator = confirmationUrl.includes('?') ? '&' : '?';
  return `${confirmationUrl}${separator}rd=${encodeURIComponent(redirectUrl)}`;
}
