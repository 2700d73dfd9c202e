import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useAbandonMatch } from '../api/abandon-match';

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "Abandon match", for a match that cannot go on; the confirm names what it does. */
export function AbandonMatchButton({ matchId }: { matchId: string }) {
  const abandon = useAbandonMatch(matchId);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn-outline self-start" disabled={abandon.isPending}>
          Abandon match
        </button>
      }
      title="Abandon this match?"
      description="Every round not yet finished is voided and its stakes go back to the players; finished rounds stay settled. The match ends as abandoned and every lobby gets its final standings."
      confirmLabel="Abandon match"
      destructive
      onConfirm={() =>
        abandon
          .mutateAsync()
          .then((result) =>
            toast.success(
              `Match abandoned: ${counted(result.voidedRounds, 'round')} voided, ${counted(result.refundedBets, 'stake')} refunded`,
            ),
          )
          .catch((caught: unknown) =>
            toast.error(caught instanceof Error ? caught.message : 'The match could not be abandoned'),
          )
      }
    />
  );
}
