import type { MatchTeams, Score } from '@kickchips/core';
import { useEffect, useRef, useState } from 'react';
import { goalAnnouncement } from './goal-announcement';

/**
 * The sentence for the live region when the score changes: the score first seen is the baseline,
 * so opening the screen on 2–1 announces nothing; each later goal is told once, and a goal undone
 * or corrected is told by the corrected score.
 */
export function useGoalAnnouncement(score: Score, teams: MatchTeams): string {
  const previous = useRef<Score | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { home, away } = score;
  const { homeTeam, awayTeam } = teams;
  useEffect(() => {
    const before = previous.current;
    previous.current = { home, away };
    if (!before) return;
    const said = goalAnnouncement(before, { home, away }, { homeTeam, awayTeam });
    if (said) setAnnouncement(said);
  }, [home, away, homeTeam, awayTeam]);
  return announcement;
}
