import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredTopics, usePushTopics } from './push-topics';
import { sameTopics } from './same-topics';

function Screen(topics: { lobbyId?: string; matchId?: string }) {
  usePushTopics(topics);
  return null;
}

describe('usePushTopics', () => {
  it('follows what the mounted screens declare, a lobby before a match, nothing once they leave', () => {
    const view = render(<Screen matchId="m-1" />);
    expect(declaredTopics()).toEqual({ matchId: 'm-1' });
    view.rerender(
      <>
        <Screen matchId="m-1" />
        <Screen lobbyId="l-1" />
      </>,
    );
    expect(declaredTopics()).toEqual({ lobbyId: 'l-1' });
    view.unmount();
    expect(declaredTopics()).toEqual({});
  });

  it('compares topics by value', () => {
    expect(sameTopics({ lobbyId: 'l' }, { lobbyId: 'l' })).toBe(true);
    expect(sameTopics({ lobbyId: 'l' }, { matchId: 'l' })).toBe(false);
    expect(sameTopics({}, {})).toBe(true);
  });
});
