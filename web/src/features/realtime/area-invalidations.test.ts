import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AreaInvalidations, areaInvalidations, useAreaInvalidations } from './area-invalidations';

const area: AreaInvalidations = {
  invalidationsFor: (notice) =>
    notice.type === 'match.event' ? [{ queryKey: ['area', notice.matchId] }] : [],
  everything: [{ queryKey: ['area'] }],
};

describe('an area loaded on demand adds its invalidations while mounted', () => {
  it('counts them for notices and gaps while mounted, and no more once unmounted', () => {
    const notice = { type: 'match.event', matchId: 'm1', version: 'a-1' } as const;
    expect(areaInvalidations(notice)).toEqual([]);
    const { unmount } = renderHook(() => useAreaInvalidations(area));
    expect(areaInvalidations(notice)).toEqual([{ queryKey: ['area', 'm1'] }]);
    expect(areaInvalidations(null)).toEqual([{ queryKey: ['area'] }]);
    unmount();
    expect(areaInvalidations(notice)).toEqual([]);
    expect(areaInvalidations(null)).toEqual([]);
  });
});
