import { useId } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { Blockable } from './blockable';

/** The bet as the player confirmed it: what is posted when they press Place Bet. */
export interface BetDraft {
  oddsId: string;
  /** The price the slip showed: the server refuses the bet if the line has moved since. */
  oddsValue: number;
  matchRoundId: string;
  roundNumber: number;
  stake: number;
  cardId: string | null;
  summary: string;
}

type ConfirmBetProps = {
  blockedReason: string | null;
  /** Why the bet cannot go now, shown under the button; null when it can. */
  problem: string | null;
  /** The draft the open dialog is about; null while closed. */
  draft: BetDraft | null;
  /** Opens the dialog on a draft of the bet as it stands. */
  onOpen: () => void;
  onClose: () => void;
  onPlace: () => void;
  placing: boolean;
};

/** The confirm button and its dialog: 'Place your bet? This bet will apply to Round n' (spec 2). */
export function ConfirmBet({
  blockedReason,
  problem,
  draft,
  onOpen,
  onClose,
  onPlace,
  placing,
}: ConfirmBetProps) {
  const reasonId = useId();
  const label = placing ? 'Placing bet…' : 'Confirm Bet';
  if (blockedReason) {
    return (
      <div className="flex flex-col gap-1">
        <Blockable reason={blockedReason}>
          <button
            type="button"
            className="btn-primary w-full"
            aria-disabled="true"
            aria-describedby={reasonId}
          >
            Confirm Bet
          </button>
        </Blockable>
        <p id={reasonId} className="field-hint mt-0">
          {blockedReason}
        </p>
      </div>
    );
  }
  const refused = problem !== null || placing;
  return (
    <div className="flex flex-col gap-1">
      <ConfirmDialog
        open={draft !== null}
        onOpenChange={(open) => (open ? onOpen() : onClose())}
        onConfirm={onPlace}
        title="Place your bet?"
        description={
          <>
            <span className="block">
              {draft
                ? `This bet will apply to Round ${draft.roundNumber}`
                : 'This bet will apply to the upcoming round'}
            </span>
            {draft ? (
              <span className="mt-1 block font-semibold text-[var(--text)]">{draft.summary}</span>
            ) : null}
          </>
        }
        confirmLabel="Place Bet"
        cancelLabel="Cancel"
        trigger={
          <button
            type="button"
            className="btn-primary w-full"
            aria-disabled={refused ? true : undefined}
            aria-busy={placing || undefined}
            aria-describedby={problem ? reasonId : undefined}
            onClick={(event) => {
              if (refused) event.preventDefault();
            }}
          >
            {placing ? <Spinner size="sm" decorative /> : null}
            {label}
          </button>
        }
      />
      {problem ? (
        <p id={reasonId} className="field-hint mt-0">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
