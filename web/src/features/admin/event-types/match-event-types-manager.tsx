import type { EventType } from '@kickchips/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { matchEventTypesApi, matchEventTypesKey } from './match-event-types-api';

/**
 * 'Match Odds Event Types': the ordered event types of one match, with move up/down, remove and
 * add from the Built-in and Additional lists or a custom name. Shared with the realtime screen.
 */
export function MatchEventTypesManager({ matchId }: { matchId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: matchEventTypesKey(matchId),
    queryFn: () => matchEventTypesApi.list(matchId),
  });
  const available = useQuery({
    queryKey: ['admin', 'event-types-available'],
    queryFn: matchEventTypesApi.available,
  });
  const [custom, setCustom] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: matchEventTypesKey(matchId) });

  const add = useMutation({
    mutationFn: (name: string) => matchEventTypesApi.add(matchId, name),
    onSuccess: () => {
      setError(null);
      setCustom('');
      void refresh();
    },
    onError: () => setError('Failed to add event type'),
  });
  const remove = useMutation({
    mutationFn: (name: string) => matchEventTypesApi.remove(matchId, name),
    onSuccess: () => void refresh(),
    onError: () => setError('Failed to remove event type'),
  });
  const reorder = useMutation({
    mutationFn: (order: string[]) => matchEventTypesApi.reorder(matchId, order),
    onSuccess: () => void refresh(),
    onError: () => setError('Failed to reorder event types'),
  });

  const types = list.data ?? [];
  const names = types.map((type) => type.name);
  const move = (index: number, by: -1 | 1) => {
    const order = [...names];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved as string);
    reorder.mutate(order);
  };
  const notAdded = (group: EventType[] | undefined) =>
    (group ?? []).filter((type) => !names.includes(type.name));

  return (
    <section className="card flex flex-col gap-3" aria-labelledby={`met-${matchId}`}>
      <h2 id={`met-${matchId}`} className="text-lg font-bold">
        Match Odds Event Types
      </h2>
      {error ? (
        <p role="alert" className="text-[var(--danger)]">
          {error}
        </p>
      ) : null}
      {list.isPending ? <Spinner label="Loading event types" /> : null}
      {list.isError ? <p role="alert">Failed to load event types</p> : null}
      {list.isSuccess && types.length === 0 ? <p>No event types configured for this match</p> : null}
      <ol className="flex flex-col gap-1">
        {types.map((type, index) => (
          <li key={type._id} className="flex items-center gap-2">
            <span className="flex-1">{type.displayName}</span>
            <button
              type="button"
              className="btn-ghost btn-icon"
              aria-label={`Move ${type.displayName} up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="btn-ghost btn-icon"
              aria-label={`Move ${type.displayName} down`}
              disabled={index === types.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className="btn-ghost btn-icon text-[var(--danger)]"
              aria-label={`Remove ${type.displayName}`}
              onClick={() => setRemoving(type.name)}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={`Are you sure you want to remove "${removing}" from this match?`}
        destructive
        onConfirm={() => removing && remove.mutate(removing)}
      />
      <AddList title="Built-in" types={notAdded(available.data?.builtIn)} onAdd={add.mutate} />
      <AddList title="Additional" types={notAdded(available.data?.configurable)} onAdd={add.mutate} />
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (custom.trim()) add.mutate(custom.trim());
        }}
      >
        <label className="sr-only" htmlFor={`met-custom-${matchId}`}>
          Custom event type
        </label>
        <input
          id={`met-custom-${matchId}`}
          className="input min-w-0 flex-1"
          placeholder="Custom event type"
          value={custom}
          maxLength={40}
          onChange={(event) => setCustom(event.target.value)}
        />
        <button type="submit" className="btn-outline" disabled={add.isPending || !custom.trim()}>
          Add
        </button>
      </form>
    </section>
  );
}

function AddList({
  title,
  types,
  onAdd,
}: {
  title: string;
  types: { _id: string; name: string; displayName: string }[];
  onAdd: (name: string) => void;
}) {
  if (types.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="flex flex-wrap gap-1">
        {types.map((type) => (
          <button key={type._id} type="button" className="badge" onClick={() => onAdd(type.name)}>
            + {type.displayName}
          </button>
        ))}
      </div>
    </div>
  );
}
