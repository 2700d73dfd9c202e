import type { Match } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteButton } from '../../../components/ui/delete-button/delete-button';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { ERROR_TOAST } from '../../../components/ui/toaster';
import { adminKeys } from '../api/admin-keys';
import { createEventType } from '../api/create-event-type';
import { deleteEventType } from '../api/delete-event-type';
import { useAdminList } from '../api/get-admin-list';
import { useEventTypes } from '../api/get-event-types';
import { MatchEventTypesManager } from './match-event-types-manager';

/** Event Types: the global list (add a configurable type, delete an unused one) and a match's list. */
export function EventTypesRoute() {
  const queryClient = useQueryClient();
  const types = useEventTypes();
  const matches = useAdminList<Match>('match');
  const [name, setName] = useState('');
  const [matchId, setMatchId] = useState('');
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim() || adding) return;
    setAdding(true);
    try {
      await createEventType(name.trim());
      setName('');
      await refresh();
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Failed to add event type', ERROR_TOAST);
    } finally {
      setAdding(false);
    }
  };

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
        <form className="flex flex-wrap gap-2" onSubmit={add}>
          <label className="sr-only" htmlFor="new-event-type">
            New event type
          </label>
          <input
            id="new-event-type"
            className="input min-w-0 flex-1"
            placeholder="New event type"
            maxLength={40}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="btn-primary" disabled={!name.trim() || adding}>
            {adding ? 'Adding...' : 'Add Event Type'}
          </button>
        </form>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        Match
        <select className="input" value={matchId} onChange={(event) => setMatchId(event.target.value)}>
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
