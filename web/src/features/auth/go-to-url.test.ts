import { describe, expect, it, vi } from 'vitest';
import { goToUrl, withRedirectParam } from './go-to-url';

describe('goToUrl', () => {
  it('routes in-app paths and loads other addresses', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    goToUrl(navigate, '/lobby');
    goToUrl(navigate, 'https://example.com/confirm');
    goToUrl(navigate, '//evil.example/x');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/lobby');
    expect(assign.mock.calls).toEqual([['https://example.com/confirm'], ['//evil.example/x']]);
  });
});

describe('withRedirectParam', () => {
  it('adds rd with the right separator', () => {
    expect(withRedirectParam('/confirm', '/a?b=1')).toBe('/confirm?rd=%2Fa%3Fb%3D1');
    expect(withRedirectParam('/confirm?x=1', '/')).toBe('/confirm?x=1&rd=%2F');
  });
});
