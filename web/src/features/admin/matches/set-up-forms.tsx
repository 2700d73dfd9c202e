import { DEFAULT_ROUND_MINUTES, DEFAULT_ROUNDS_PER_HALF, type Match } from '@kickchips/core';
import { Form, type FormRule, SelectField, TextField } from '../../../components/ui/form';
import { matchLabel } from '../../../lib/match-label';
import { copyOdds } from '../api/copy-odds';
import { setUpRounds } from '../api/set-up-rounds';
import { withFieldLabels } from '../labelled-refusal';
import { wholeNumberRule } from './number-rule';

type RoundsValues = { roundsPerHalf: string; minutesPerRound: string };
const roundsRules: FormRule<RoundsValues>[] = [
  wholeNumberRule('roundsPerHalf', 'Rounds per half', 1, 20),
  wholeNumberRule('minutesPerRound', 'Minutes per round', 1, 45),
];

/** "Set up rounds": N rounds of M minutes in each half, in one step; says how many it made. */
export function SetUpRoundsForm({
  matchId,
  onDone,
}: {
  matchId: string;
  onDone: (text: string) => Promise<void>;
}) {
  return (
    <Form<RoundsValues, Awaited<ReturnType<typeof setUpRounds>>>
      aria-label="Set up rounds"
      buttonAlign="left"
      submitText="Set up rounds"
      initialValues={{
        roundsPerHalf: String(DEFAULT_ROUNDS_PER_HALF),
        minutesPerRound: String(DEFAULT_ROUND_MINUTES),
      }}
      rules={roundsRules}
      onSubmit={(values) =>
        withFieldLabels(
          setUpRounds(matchId, {
            roundsPerHalf: Number(values.roundsPerHalf),
            minutesPerRound: Number(values.minutesPerRound),
          }),
        )
      }
      onSuccess={(made) => onDone(`${made.data.matchRounds.length} rounds set up`)}
    >
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          name="roundsPerHalf"
          label="Rounds per half"
          type="number"
          min={1}
          max={20}
          required
          className="w-36"
        />
        <TextField
          name="minutesPerRound"
          label="Minutes per round"
          type="number"
          min={1}
          max={45}
          required
          className="w-36"
        />
      </div>
      <p className="text-sm text-[var(--text-muted)]">
        Adds the rounds to both halves at once; the last round of each half has no end and runs until the half
        ends.
      </p>
    </Form>
  );
}

type CopyValues = { fromMatchId: string };
const copyRules: FormRule<CopyValues>[] = [
  {
    field: 'fromMatchId',
    isValid: (v) => v.fromMatchId !== '',
    prompt: 'Choose a match to copy the odds from',
  },
];

type CopyProps = { matchId: string; others: readonly Match[]; onDone: (text: string) => Promise<void> };

/** "Copy odds from another match": the odds (and their event types) this match lacks. */
export function CopyOddsForm({ matchId, others, onDone }: CopyProps) {
  return (
    <Form<CopyValues, Awaited<ReturnType<typeof copyOdds>>>
      aria-label="Copy odds"
      buttonAlign="left"
      submitText="Copy odds"
      initialValues={{ fromMatchId: '' }}
      rules={copyRules}
      onSubmit={(values) => withFieldLabels(copyOdds(matchId, values.fromMatchId))}
      onSuccess={(copied) => onDone(`Odds copied: this match now has ${copied.data.odds.length}`)}
    >
      <SelectField
        name="fromMatchId"
        label="Copy odds from another match"
        placeholder="Choose a match"
        required
        options={others.map((match) => ({ value: match._id, label: matchLabel(match) }))}
      />
    </Form>
  );
}
