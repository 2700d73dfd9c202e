import { BET_TYPES, type BetType, newOddDraft, type Odd, oddName, SEEDED_ODD_DRAFTS } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { adminKeys } from '../api/admin-keys';
import { deleteOdd } from '../api/delete-odd';
import { useMatchEventTypes } from '../api/get-match-event-types';
import { removeMatchEventType } from '../api/remove-match-event-type';
import { saveOdd } from '../api/save-odd';
import { AddOptionForm } from './add-option-form';
import { MatchSection } from './match-section';
import { oddFieldProblem, refusedField } from './odd-field-problem';
import { isTemp, type OddRefusal, type OddRow, oddRowName, tempId } from './odd-row';
import { OddsTable } from './odds-table';
import { QueryNotes } from './query-notes';
import { labelledMessage } from './request-error-text';
import { FLASH_MS, SectionMessages } from './section-messages';

const toRow = (odd: Odd): OddRow => ({
  _id: odd._id,
  eventType: odd.eventType,
  betType: odd.betType as BetType,
  threshold: odd.threshold,
  odds: odd.odds,
});

type Saved = { threshold: number; odds: number; key: string };
const savedValues = ({ threshold, odds }: { threshold: number; odds: number }): Saved => ({
  threshold,
  odds,
  key: `${threshold}|${odds}`,
});

const refusalText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message
    ? labelledMessage(error.message)
    : 'Failed to save odds';

/** 'Match Odds': event-type chips and, for each chosen type, its Over and Under odds tables. */
export function OddsSection({ matchId, initialOdds }: { matchId: string; initialOdds: Odd[] }) {
  const queryClient = useQueryClient();
  const types = useMatchEventTypes(matchId);
  const [rows, setRows] = useState<OddRow[]>(() => initialOdds.map(toRow));
  const [selected, setSelected] = useState<string[]>(() => [
    ...new Set(initialOdds.map((odd) => odd.eventType)),
  ]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, OddRefusal>>({});
  const [status, flash] = useTimedMessage(FLASH_MS);
  const names = (types.data ?? []).map((type) => type.name);
  /** What the server holds for each odd, so leaving a field unchanged, or a draft mid-save, sends nothing. */
  const stored = useRef(new Map(initialOdds.map((odd) => [odd._id, savedValues(odd)])));

  const replace = (id: string, next: OddRow) =>
    setRows((all) => all.map((row) => (row._id === id ? next : row)));
  const refuse = (id: string, refusal: OddRefusal | null) =>
    setRefusals((all) => {
      if (!refusal && !(id in all)) return all;
      const { [id]: _, ...others } = all;
      return refusal ? { ...others, [id]: refusal } : others;
    });
  /** A refused value stays as typed, with its reason at the row, until it is corrected or cancelled. */
  const save = async (row: OddRow) => {
    if (row.threshold === null || row.odds === null || Number.isNaN(row.threshold) || Number.isNaN(row.odds))
      return;
    const values = savedValues({ threshold: row.threshold, odds: row.odds });
    const before = stored.current.get(row._id);
    if (before?.key === values.key) {
      refuse(row._id, null);
      return;
    }
    if ((isTemp(row._id) && before) || refusals[row._id]?.refusedKey === values.key) return;
    const problem = oddFieldProblem(row);
    if (problem) {
      refuse(row._id, { ...problem, refusedKey: values.key });
      flash('Failed to save odds');
      return;
    }
    stored.current.set(row._id, values);
    flash('Saving...', true);
    try {
      const saved = await saveOdd({
        ...(isTemp(row._id) ? {} : { _id: row._id }),
        match: matchId,
        eventType: row.eventType,
        betType: row.betType,
        threshold: row.threshold,
        odds: row.odds,
        name: oddName(row.eventType, row.betType, row.threshold),
      });
      stored.current.set(saved._id, values);
      setRows((all) => all.map((other) => (other._id === row._id ? { ...other, _id: saved._id } : other)));
      refuse(row._id, null);
      flash('Odd saved successfully!');
    } catch (caught) {
      if (before) stored.current.set(row._id, before);
      else stored.current.delete(row._id);
      refuse(row._id, {
        field: caught instanceof ApiError ? refusedField(caught.message) : null,
        message: refusalText(caught),
        refusedKey: values.key,
      });
      flash('Failed to save odds');
    }
  };
  /** Puts a refused odd's saved values back; a draft that was never saved goes away. */
  const cancel = (row: OddRow) => {
    refuse(row._id, null);
    const before = stored.current.get(row._id);
    if (before) replace(row._id, { ...row, threshold: before.threshold, odds: before.odds });
    else setRows((all) => all.filter((other) => other._id !== row._id));
  };
  /** An odd is named by its saved threshold, so a refusal names the row the admin knows. */
  const nameOf = (row: OddRow) => oddRowName(row, stored.current.get(row._id)?.threshold ?? row.threshold);
  const addDrafts = (drafts: Omit<OddRow, '_id'>[]) => {
    const created = drafts.map((draft) => ({ ...draft, _id: tempId() }));
    setRows((all) => [...all, ...created]);
    for (const row of created) void save(row);
  };
  const choose = (name: string) => {
    if (selected.includes(name)) {
      setSelected(selected.filter((other) => other !== name));
      return;
    }
    setSelected([...selected, name]);
    if (!rows.some((row) => row.eventType === name)) {
      addDrafts(SEEDED_ODD_DRAFTS.map((draft) => ({ ...draft, eventType: name })));
    }
  };
  const removeOdd = async (row: OddRow) => {
    refuse(row._id, null);
    setRows((all) => all.filter((other) => other._id !== row._id));
    if (isTemp(row._id)) return;
    try {
      await deleteOdd(row._id);
    } catch {
      setError('Failed to delete odd');
      setRows((all) => [...all, row]);
    }
  };
  const removeType = async (name: string) => {
    try {
      await removeMatchEventType(matchId, name);
      setSelected((all) => all.filter((other) => other !== name));
      setRows((all) => all.filter((row) => row.eventType !== name));
      await queryClient.invalidateQueries({ queryKey: adminKeys.matchEventTypes(matchId) });
    } catch {
      setError('Failed to remove event type');
    }
  };

  return (
    <MatchSection headingId="odds-heading" title="Match Odds">
      <SectionMessages status={status} error={error} />
      <QueryNotes query={types} loading="Loading event types" failed="Failed to load event types" />
      <div className="flex flex-wrap gap-2">
        {(types.data ?? []).map((type) => (
          <span
            key={type._id}
            className={cn(
              'badge inline-flex max-w-full items-center gap-1 py-1',
              selected.includes(type.name) ? 'badge-brand' : 'badge-outline',
            )}
          >
            <button
              type="button"
              className="min-w-0 truncate"
              title={type.displayName}
              aria-pressed={selected.includes(type.name)}
              onClick={() => choose(type.name)}
            >
              {type.displayName}
            </button>
            <button
              type="button"
              aria-label={`Remove ${type.displayName}`}
              onClick={() => setRemoving(type.name)}
            >
              <X aria-hidden="true" className="h-3 w-3" />
            </button>
          </span>
        ))}
        {adding ? null : (
          <button type="button" className="btn-ghost" onClick={() => setAdding(true)}>
            + Add Option
          </button>
        )}
      </div>
      {adding ? (
        <AddOptionForm
          matchId={matchId}
          names={names}
          onCancel={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            await queryClient.invalidateQueries({ queryKey: adminKeys.matchEventTypes(matchId) });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={`Are you sure you want to remove "${removing}" from this match?`}
        destructive
        onConfirm={() => removing && void removeType(removing)}
      />
      {selected.map((eventType) => {
        const typeRows = rows.filter((row) => row.eventType === eventType);
        return (
          <fieldset
            key={eventType}
            className="panel flex min-w-0 flex-col gap-3"
            aria-label={`${eventType} odds`}
          >
            <legend className="max-w-full font-bold [overflow-wrap:anywhere]">{eventType}</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {BET_TYPES.map((betType) => (
                <OddsTable
                  key={betType}
                  betType={betType}
                  rows={typeRows.filter((row) => row.betType === betType)}
                  refusals={refusals}
                  nameOf={nameOf}
                  onChange={(row) => replace(row._id, row)}
                  onCommit={(row) => void save(row)}
                  onCancel={cancel}
                  onRemove={(row) => void removeOdd(row)}
                  onAdd={() => {
                    const known = typeRows.flatMap((row) =>
                      row.threshold === null ? [] : [{ betType: row.betType, threshold: row.threshold }],
                    );
                    addDrafts([{ ...newOddDraft(known, betType), eventType }]);
                  }}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </MatchSection>
  );
}
