import { TEAM_SIDES, type TeamSide } from '@kickchips/core';
import { AlertDialog } from 'radix-ui';
import { useReturnFocus } from '../../components/ui/return-focus/use-return-focus';
import { CorrectionEffects } from './correction-effects';
import type { TeamNames } from './team-names';

/**
 * The event whose team is being changed: its type's name, what the log calls it, the team it has
 * now, and whether it lies in a finished round (then the change is a correction of that round).
 */
export type TeamChange = {
  eventId: string;
  name: string;
  description: string;
  team: TeamSide | undefined;
  corrects: boolean;
};

type TeamChangeDialogProps = {
  matchId: string;
  change: TeamChange | null;
  teams: TeamNames;
  onConfirm: (eventId: string, team: TeamSide) => void;
  onClose: () => void;
};

/**
 * Asks before an event goes to another team: says what it changes (of an event in a finished
 * round, what the correction does to whom for each team it could go to), and offers the other
 * team (or, for an event recorded without one, either team) as the confirm button. Escape or
 * Cancel keeps it.
 */
export function TeamChangeDialog({ matchId, change, teams, onConfirm, onClose }: TeamChangeDialogProps) {
  const returnFocus = useReturnFocus();
  const targets = TEAM_SIDES.filter((side) => side !== change?.team);
  const question = !change
    ? ''
    : change.team
      ? `${change.description} was recorded for ${teams[change.team]}. Give it to ${teams[targets[0]!]} instead?`
      : `${change.description} was recorded without a team. Which team did it go to?`;
  return (
    <AlertDialog.Root open={change !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-[var(--color-pitch-950)]/60 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className="card fixed left-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 shadow-[var(--shadow-pop)]"
        >
          <AlertDialog.Title className="text-display-sm">Change team?</AlertDialog.Title>
          <AlertDialog.Description className="text-[var(--text-muted)]">
            {question} The score follows, and a finished round it counted for is settled again.
            {change?.corrects
              ? targets.map((side) => (
                  <CorrectionEffects
                    key={side}
                    matchId={matchId}
                    asked={{ eventId: change.eventId, team: side }}
                    action={`Giving this ${change.name.toLowerCase()} to ${teams[side]}`}
                  />
                ))
              : null}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
            {targets.map((side) => (
              <AlertDialog.Action
                key={side}
                className="btn-primary whitespace-normal"
                onClick={() => change && onConfirm(change.eventId, side)}
              >
                {change?.team ? `Yes, give it to ${teams[side]}` : `Give it to ${teams[side]}`}
              </AlertDialog.Action>
            ))}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
