import { useEffect, useId } from 'react';
import { useMyLeagues } from '../leagues';

type LeagueSelectProps = { value: string; onChange: (leagueId: string) => void };

/**
 * The game's league (issue 17): "No league", or one of the player's leagues, whose other members are
 * told the lobby code. A league chosen beforehand (New league game) that the player is no longer in
 * falls back to "No league" once their leagues are known.
 */
export function LeagueSelect({ value, onChange }: LeagueSelectProps) {
  const id = useId();
  const leagues = useMyLeagues();
  const list = leagues.data ?? [];
  const unknown = leagues.isSuccess && value !== '' && !list.some((league) => league._id === value);
  useEffect(() => {
    if (unknown) onChange('');
  }, [unknown, onChange]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="label">
        League
      </label>
      <select
        id={id}
        className="input"
        value={unknown ? '' : value}
        aria-busy={leagues.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">No league</option>
        {list.map((league) => (
          <option key={league._id} value={league._id}>
            {league.name}
          </option>
        ))}
        {leagues.isPending && value !== '' ? <option value={value}>Loading your leagues…</option> : null}
      </select>
      <p className="text-sm text-[var(--text-muted)]">
        {leagues.isError
          ? 'Your leagues could not be loaded: this game will be outside any league.'
          : value !== '' && !unknown
            ? 'Every member of the league is told the lobby code.'
            : 'A league game counts in its table.'}
      </p>
    </div>
  );
}
