import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { createHalf } from '../api/create-half';
import { withFieldLabels } from '../labelled-refusal';
import { wholeNumberRule } from './number-rule';

type Values = { halfNumber: string };
const rules: FormRule<Values>[] = [wholeNumberRule('halfNumber', 'Half Number', 1, 2)];

type Props = { matchId: string; suggested: number | null; onAdded: () => Promise<void> };

/** Add Half: the number suggested is the first half the match lacks; none once it has both. */
export function AddHalfForm({ matchId, suggested, onAdded }: Props) {
  return (
    <Form<Values>
      aria-label="Add Half"
      buttonAlign="left"
      submitText="Add Half"
      initialValues={{ halfNumber: suggested === null ? '' : String(suggested) }}
      rules={rules}
      canSubmit={() => suggested !== null}
      onSubmit={(values) => withFieldLabels(createHalf(matchId, Number(values.halfNumber)))}
      onSuccess={onAdded}
    >
      <TextField
        name="halfNumber"
        label="Half Number"
        type="number"
        min={1}
        max={2}
        required
        className="w-32"
        hint={suggested === null ? 'This match has both of its halves.' : undefined}
      />
    </Form>
  );
}
