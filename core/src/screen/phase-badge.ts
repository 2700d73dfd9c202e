import type { GameScreen } from './game-screen';

export type PhaseBadge = 'PRE-MATCH' | 'LIVE ROUND' | 'ROUND BREAK' | 'MATCH ENDED';

/** The header's phase badge (spec 2): LIVE ROUND exactly when the round clock reads 'Ends in'. */
export function phaseBadge(screen: GameScreen): PhaseBadge {
  switch (screen) {
    case 'MATCH_RESULTS':
      return 'MATCH ENDED';
    case 'ACTIVE_ROUND':
      return 'LIVE ROUND';
    case 'PRE_MATCH':
    case 'PRE_MATCH_BETTING':
      return 'PRE-MATCH';
    case 'TRANSITION':
    case 'ROUND_BREAK':
    case 'WAITING':
      return 'ROUND BREAK';
  }
}
