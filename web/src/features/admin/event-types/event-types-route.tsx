import type { Match } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { Form, type FormRule, TextField } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { adminKeys } from '../api/admin-keys';
import { createEventType } from '../api/create-event-type';
import { deleteEventType } from '../api/delete-event-type';
import { useAdminList } from '../api/get-admin-list';
import { useEventTypes } from '../api/get-event-types';
import { withFieldLabels } from '../labelled-refusal';
import { MatchEventTypesManager } from './match-event-types-manager';

const nameRules: FormRule<{ name: string }>[] = [
  { field: 'name', isValid: (v) => v.name.trim() !== '', prompt: 'Name is required' },
];

/** Event Types: the global list (add a configurable type, delete an unused one) and a match's list. */
export function EventTypesRoute() {
  const queryClient = useQueryClient();
  const types = useEventTypes();
  const matches = useAdminList<Match>('match');
  const [matchId, setMatchId] = useState('');
  const [added, setAdded] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Event Types</h2>
      <div className="card flex flex-col gap-3">
        {types.isPending ? <Spinner label="Loading event types" /> : null}
        {types.isError ? <p role="alert">{types.error.message}</p> : null}
        {types.isSuccess && types.data.length === 0 ? <p>No event types yet</p> : null}
        <ul className="flex flex-col gap-1">
          {(types.data ?? []).map((type) => (
            <li key={type._id} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 break-words">{type.displayName}</span>
              <span className="badge">{type.kind === 'builtIn' ? 'Built-in' : 'Additional'}</span>
              {type.kind === 'builtIn' ? null : (
                <DeleteButton
                  iconOnly
                  label={`Delete ${type.displayName}`}
                  onDelete={async () => {
                    await deleteEventType(type._id);
                    await refresh();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
        <Form<{ name: string }>
          key={added}
          aria-label="Add event type"
          buttonAlign="left"
          submitText="Add Event Type"
          initialValues={{ name: '' }}
          rules={nameRules}
          onSubmit={(values) => withFieldLabels(createEventType(values.name.trim()))}
          onSuccess={async () => {
            setAdded((n) => n + 1);
            await refresh();
          }}
        >
          <TextField name="name" label="New event type" required maxLength={40} />
        </Form>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        Match
        <select
          className="input min-w-0 max-w-full"
          value={matchId}
          onChange={(event) => setMatchId(event.target.value)}
        >
          <option value="">Choose a match</option>
          {(matches.data ?? []).map((match) => (
            <option key={match._id} value={match._id}>
              {match.homeTeam} v {match.awayTeam}
            </option>
          ))}
        </select>
      </label>
      {matchId ? <MatchEventTypesManager matchId={matchId} /> : null}
    </section>
  );
}
