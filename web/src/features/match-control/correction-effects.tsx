import { correctionPreviewText } from '@kickchips/core';
import { type CorrectionAsked, useCorrectionPreview } from './api/get-correction-preview';

type CorrectionEffectsProps = {
  matchId: string;
  asked: CorrectionAsked | null;
  /** What the correction is, as the sentence starts: "Undoing this goal". */
  action: string;
};

/**
 * In a confirm dialog of a correction of a finished round (game-rules 16): what it will do, e.g.
 * "Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs", from the server's
 * preview of the same plan. Nothing for an event whose round has not finished: that is no correction.
 */
export function CorrectionEffects({ matchId, asked, action }: CorrectionEffectsProps) {
  const preview = useCorrectionPreview(matchId, asked);
  if (preview.isPending) return <span className="block">Working out what this changes…</span>;
  if (preview.isError) return <span className="block">What this changes could not be worked out.</span>;
  if (preview.data.roundNumber === null) return null;
  return (
    <span className="block font-semibold text-[var(--text)]">
      {correctionPreviewText(action, preview.data.effects)}.
    </span>
  );
}
