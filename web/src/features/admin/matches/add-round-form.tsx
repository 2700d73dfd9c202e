import { END_MINUTE_MESSAGE, type MatchHalf, type RoundSlot, roundMinutesProblem } from '@kickchips/core';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { createRound } from '../api/create-round';
import { numberOf, wholeNumberRule } from './number-rule';
import { bannerText, withErrorText } from './request-error-text';

type Values = { roundNumber: string; startMinute: string; endMinute: string };

const rules: FormRule<Values>[] = [
  wholeNumberRule('roundNumber', 'Round Number', 1, 99),
  wholeNumberRule('startMinute', 'Start Minute', 0, 200),
  {
    field: 'endMinute',
    isValid: (v) => v.endMinute.trim() === '' || numberOf(v.endMinute) !== null,
    prompt: 'End Minute must be a number, or blank for a round until the end of the half',
  },
  {
    field: 'endMinute',
    isValid: (v) =>
      roundMinutesProblem({ startMinute: numberOf(v.startMinute) ?? 0, endMinute: numberOf(v.endMinute) }) ===
      null,
    prompt: END_MINUTE_MESSAGE,
  },
];

type Props = {
  half: MatchHalf;
  /** The proposal: the half's first free minutes; null when the half has none (the fields start blank). */
  defaults: RoundSlot | null;
  onAdded: () => Promise<void>;
};

/**
 * Add Round: number, start and (optional) end minute, proposed in the half's first free minutes; a
 * refusal reads 'Error creating round: {reason}', an overlap naming the round it overlaps (spec 8).
 */
export function AddRoundForm({ half, defaults, onAdded }: Props) {
  const submit = ({ roundNumber, startMinute, endMinute }: Values) => {
    const end = numberOf(endMinute);
    return withErrorText(
      createRound({
        halfId: half._id,
        roundNumber: Number(roundNumber),
        startMinute: Number(startMinute),
        ...(end === null ? {} : { endMinute: end }),
      }),
      (error) => bannerText(error, 'Error creating round', 'Error creating round'),
    );
  };
  return (
    <Form<Values>
      aria-label="Add Round"
      buttonAlign="left"
      submitText="Add Round"
      validateOn="live"
      initialValues={{
        roundNumber: defaults ? String(defaults.roundNumber) : '',
        startMinute: defaults ? String(defaults.startMinute) : '',
        endMinute: defaults ? String(defaults.endMinute) : '',
      }}
      rules={rules}
      onSubmit={submit}
      onSuccess={onAdded}
    >
      <div className="flex flex-wrap items-start gap-2">
        <TextField name="roundNumber" label="Round Number" type="number" min={1} required className="w-32" />
        <TextField name="startMinute" label="Start Minute" type="number" min={0} required className="w-32" />
        <TextField name="endMinute" label="End Minute" type="number" min={1} className="w-32" />
      </div>
    </Form>
  );
}
