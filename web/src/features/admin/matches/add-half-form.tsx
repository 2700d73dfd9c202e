import { useState } from 'react';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { createHalf } from '../api/create-half';
import { wholeNumberRule } from './number-rule';
import { bannerText, withErrorText } from './request-error-text';

type Values = { halfNumber: string };
const rules: FormRule<Values>[] = [wholeNumberRule('halfNumber', 'Half Number', 1, 2)];

type Props = { matchId: string; suggested: number | null; onAdded: () => Promise<void> };

/**
 * Add Half: the number suggested is the first half the match lacks; none once it has both. Says
 * 'Creating new half...' while it waits, and spec 8's 'Failed to create half' or 'Error creating half'.
 */
export function AddHalfForm({ matchId, suggested, onAdded }: Props) {
  const [creating, setCreating] = useState(false);
  const submit = async (values: Values) => {
    setCreating(true);
    try {
      return await withErrorText(createHalf(matchId, Number(values.halfNumber)), (error) =>
        bannerText(error, 'Failed to create half', 'Error creating half'),
      );
    } finally {
      setCreating(false);
    }
  };
  return (
    <Form<Values>
      aria-label="Add Half"
      buttonAlign="left"
      submitText="Add Half"
      initialValues={{ halfNumber: suggested === null ? '' : String(suggested) }}
      rules={rules}
      canSubmit={() => suggested !== null}
      onSubmit={submit}
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
      {creating ? <p role="status">Creating new half...</p> : null}
    </Form>
  );
}
