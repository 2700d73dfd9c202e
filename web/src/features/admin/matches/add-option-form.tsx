import { customEventTypeName } from '@kickchips/core';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { addMatchEventType } from '../api/add-match-event-type';
import { withFieldLabels } from '../labelled-refusal';

type Values = { name: string };

type Props = {
  matchId: string;
  names: readonly string[];
  onAdded: () => Promise<void>;
  onCancel: () => void;
};

/** '+ Add Option' of the odds: a custom event type for this match only, checked against its list. */
export function AddOptionForm({ matchId, names, onAdded, onCancel }: Props) {
  const rules: FormRule<Values>[] = [
    {
      field: 'name',
      isValid: (v) => customEventTypeName(v.name, names).ok,
      prompt: (v) => {
        const checked = customEventTypeName(v.name, names);
        return checked.ok ? '' : checked.message;
      },
    },
  ];
  return (
    <Form<Values>
      className="w-full max-w-md"
      aria-label="Add option"
      buttonAlign="left"
      submitText="Add"
      initialValues={{ name: '' }}
      rules={rules}
      onSubmit={(values) => {
        const checked = customEventTypeName(values.name, names);
        return withFieldLabels(addMatchEventType(matchId, checked.ok ? checked.name : values.name));
      }}
      onSuccess={onAdded}
      submitExtra={
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      }
    >
      <TextField name="name" label="New event type" required maxLength={40} />
    </Form>
  );
}
