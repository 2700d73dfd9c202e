import { type MatchTeams, teamNameOf } from '@kickchips/core';
import { cn } from '../../../lib/cn';
import type { LineGroup } from '../line-groups';

type LineGroupPickerProps = {
  groups: readonly LineGroup[];
  selected: LineGroup;
  onSelect: (group: LineGroup) => void;
  teams: MatchTeams;
};

/** Lines on: Whole match, or one team's count (issue 31 item 4), when the event type has team lines. */
export function LineGroupPicker({ groups, selected, onSelect, teams }: LineGroupPickerProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="kicker float-left mr-1">Lines on</legend>
      {groups.map((group) => (
        <button
          key={group ?? 'match'}
          type="button"
          aria-pressed={group === selected}
          onClick={() => onSelect(group)}
          className={cn(
            'min-h-11 rounded-lg border border-[var(--border)] px-3 py-1.5 text-sm font-semibold',
            'hover:bg-[var(--surface-sunken)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]',
            'aria-pressed:border-[var(--brand)] aria-pressed:bg-[var(--brand)] aria-pressed:text-[var(--brand-contrast)]',
          )}
        >
          {group === null ? 'Whole match' : teamNameOf(group, teams)}
        </button>
      ))}
    </fieldset>
  );
}
