import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionState } from './use-session-state';

describe('useSessionState', () => {
  it('starts empty, and a new mount reads back what an earlier one chose', () => {
    const first = renderHook(() => useSessionState('choice:lobby-1'));
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1]('Corner'));
    expect(first.result.current[0]).toBe('Corner');
    first.unmount();

    expect(renderHook(() => useSessionState('choice:lobby-1')).result.current[0]).toBe('Corner');
    expect(renderHook(() => useSessionState('choice:lobby-2')).result.current[0]).toBeNull();
  });
});
