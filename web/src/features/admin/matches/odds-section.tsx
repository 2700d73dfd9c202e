import {
  type BetType,
  EVENT_RATES,
  newOddDraft,
  type Odd,
  oddName,
  SEEDED_ODD_DRAFTS,
  type TeamSide,
} from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { adminKeys } from '../api/admin-keys';
import { deleteOdd } from '../api/delete-odd';
import { useMatchEventTypes } from '../api/get-match-event-types';
import { useOddLineAction } from '../api/odd-line-action';
import { removeMatchEventType } from '../api/remove-match-event-type';
import { saveOdd } from '../api/save-odd';
import { withdrawOdd } from '../api/withdraw-odd';
import { AddOptionForm } from './add-option-form';
import { EventTypeOdds } from './event-type-odds';
import { MatchSection } from './match-section';
import { oddFieldProblem, refusedField } from './odd-field-problem';
import { isTemp, type OddRefusal, type OddRow, oddRowName, tempId } from './odd-row';
import { PricingControls } from './pricing-controls';
import { QueryNotes } from './query-notes';
import { bannerText, labelledMessage } from './request-error-text';
import { FLASH_MS, SectionMessages } from './section-messages';

const toRow = (odd: Odd): OddRow => ({
  _id: odd._id,
  eventType: odd.eventType,
  betType: odd.betType as BetType,
  threshold: odd.threshold,
  odds: odd.odds,
  ...(odd.team ? { team: odd.team } : {}),
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

/** The server's newer word on a line: its answer to a save or an unpin until the list read again has it. */
const newer = (listed: Odd | undefined, answered: Odd | undefined) =>
  answered && (!listed || answered.updatedAt > listed.updatedAt) ? answered : listed;

/**
 * The rows once `row` was saved as `saved`: the row takes the saved line's id, or gives way to the
 * saved line's row where the list has it already. An automatic line moved to other terms instead
 * goes back to its saved values (`kept`), and the line on the new terms takes its own place.
 */
const placeSaved = (all: OddRow[], row: OddRow, saved: Odd, kept: Saved | undefined): OddRow[] => {
  const others = all.map((other) =>
    other._id === row._id && kept ? { ...other, threshold: kept.threshold, odds: kept.odds } : other,
  );
  const listed = others.some((other) => other._id === saved._id && other._id !== row._id);
  if (kept) {
    return listed
      ? others.map((other) => (other._id === saved._id ? toRow(saved) : other))
      : [...others, toRow(saved)];
  }
  return listed
    ? others
        .filter((other) => other._id !== row._id)
        .map((other) =>
          other._id === saved._id ? { ...other, threshold: saved.threshold, odds: saved.odds } : other,
        )
    : others.map((other) => (other._id === row._id ? { ...other, _id: saved._id } : other));
};

const NO_LINES_YET = 'No lines yet: the game prices the next round within a second of it being set up.';

/** What an automatically priced match says of an event type with no line yet. */
const emptyText = (eventType: string) =>
  EVENT_RATES[eventType]
    ? NO_LINES_YET
    : 'The game has no football data for this type: add its lines with Add Over Odd and Add Under Odd.';

type Props = {
  matchId: string;
  odds: Odd[];
  autoPricing: boolean;
  priceMargin: number;
  teamLines: boolean;
  /** The names of the match's teams, by side, for its lines per team. */
  teams: Readonly<Record<TeamSide, string>>;
};

/**
 * 'Match Odds': the match's pricing, event-type chips and, for each chosen type, its Over and Under
 * odds tables, on the whole match and on each team when the model offers lines per team. The tables follow the server's list as it is read again (the game clock reprices the
 * automatic lines each round), except the lines the admin is editing.
 */
export function OddsSection({ matchId, odds, autoPricing, priceMargin, teamLines, teams }: Props) {
  const queryClient = useQueryClient();
  const types = useMatchEventTypes(matchId);
  const unpin = useOddLineAction(matchId, 'unpin');
  const offerAgain = useOddLineAction(matchId, 'offer-again');
  const [rows, setRows] = useState<OddRow[]>(() => odds.map(toRow));
  const [selected, setSelected] = useState<string[]>(() => [...new Set(odds.map((odd) => odd.eventType))]);
  const [answers, setAnswers] = useState<ReadonlyMap<string, Odd>>(new Map());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, OddRefusal>>({});
  const [status, flash] = useTimedMessage(FLASH_MS);
  const names = (types.data ?? []).map((type) => type.name);
  /** What the server holds for each odd, so leaving a field unchanged, or a draft mid-save, sends nothing. */
  const stored = useRef(new Map(odds.map((odd) => [odd._id, savedValues(odd)])));
  /** The odds the server has listed, the event types among them, the odds the admin removed, and those being saved. */
  const listed = useRef(new Set(odds.map((odd) => odd._id)));
  const listedTypes = useRef(new Set(odds.map((odd) => odd.eventType)));
  const removed = useRef(new Set<string>());
  const saving = useRef(new Set<string>());
  const byId = new Map(odds.map((odd) => [odd._id, odd]));
  const lines = new Map<string, Odd>();
  for (const id of new Set([...byId.keys(), ...answers.keys()])) {
    const line = newer(byId.get(id), answers.get(id));
    if (line) lines.set(id, line);
  }

  // A line nobody is editing takes the server's values; one it no longer lists goes, a new one comes,
  // and the event type of a new one is shown. Mid-edit and refused values stay as typed.
  useEffect(() => {
    const server = new Map(odds.map((odd) => [odd._id, odd]));
    const clean = (row: OddRow) =>
      !isTemp(row._id) &&
      !saving.current.has(row._id) &&
      stored.current.get(row._id)?.key === `${row.threshold}|${row.odds}`;
    setRows((all) => {
      const kept = all.flatMap((row) => {
        const odd = server.get(row._id);
        if (!clean(row)) return [row];
        if (!odd) return listed.current.has(row._id) ? [] : [row];
        // the updater may run twice; writing the same values twice is harmless
        stored.current.set(odd._id, savedValues(odd));
        return [toRow(odd)];
      });
      const known = new Set(kept.map((row) => row._id));
      const added = odds.filter((odd) => !known.has(odd._id) && !removed.current.has(odd._id));
      for (const odd of added) stored.current.set(odd._id, savedValues(odd));
      return [...kept, ...added.map(toRow)];
    });
    const newTypes = [...new Set(odds.map((odd) => odd.eventType))].filter(
      (type) => !listedTypes.current.has(type),
    );
    if (newTypes.length > 0)
      setSelected((all) => [...all, ...newTypes.filter((type) => !all.includes(type))]);
    for (const odd of odds) {
      listed.current.add(odd._id);
      listedTypes.current.add(odd.eventType);
    }
  }, [odds]);

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
    saving.current.add(row._id);
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
      // an automatic line moved to other terms stays on its own, automatic; the new terms are another line
      const moved = !isTemp(row._id) && saved._id !== row._id && lines.get(row._id)?.pinned === false;
      const kept = moved ? before : undefined;
      if (kept) stored.current.set(row._id, kept);
      stored.current.set(saved._id, kept ? savedValues(saved) : values);
      setRows((all) => placeSaved(all, row, saved, kept));
      setAnswers((all) => new Map(all).set(saved._id, saved));
      refuse(row._id, null);
      flash('Odd saved successfully!');
      // a saved price pins its line: the list read again shows it so
      void queryClient.invalidateQueries({ queryKey: adminKeys.matchDetail(matchId) });
    } catch (caught) {
      if (before) stored.current.set(row._id, before);
      else stored.current.delete(row._id);
      refuse(row._id, {
        field: caught instanceof ApiError ? refusedField(caught.message) : null,
        message: refusalText(caught),
        refusedKey: values.key,
      });
      flash('Failed to save odds');
    } finally {
      saving.current.delete(row._id);
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
  const nameOf = (row: OddRow) => {
    const name = oddRowName(row, stored.current.get(row._id)?.threshold ?? row.threshold);
    return row.team ? `${name} · ${teams[row.team]}` : name;
  };
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
    // an automatically priced match's lines are the model's: the spec's drafts are for hand pricing
    if (!autoPricing && !rows.some((row) => row.eventType === name)) {
      addDrafts(SEEDED_ODD_DRAFTS.map((draft) => ({ ...draft, eventType: name })));
    }
  };
  const removeOdd = async (row: OddRow) => {
    refuse(row._id, null);
    if (lines.get(row._id)?.pinned === false) {
      await withdraw(row);
      return;
    }
    setRows((all) => all.filter((other) => other._id !== row._id));
    if (isTemp(row._id)) return;
    removed.current.add(row._id);
    try {
      await deleteOdd(row._id);
    } catch {
      removed.current.delete(row._id);
      setError('Failed to delete odd');
      setRows((all) => [...all, row]);
    }
  };
  /** An automatic line removed is withdrawn for the rest of the match: it stays, marked so, with Offer again. */
  const withdraw = async (row: OddRow) => {
    setError(null);
    try {
      const odd = await withdrawOdd(row._id);
      setAnswers((all) => new Map(all).set(odd._id, odd));
      flash(`${nameOf(row)} is withdrawn for the rest of the match`);
    } catch (caught) {
      setError(bannerText(caught, `Failed to withdraw ${nameOf(row)}`, 'Failed to withdraw'));
    }
  };
  /** Unpin or Offer again: the line as the server answers it, and what became of it. */
  const handBack = (action: typeof unpin, row: OddRow, done: string, failed: string) => {
    setError(null);
    action.mutate(row._id, {
      onSuccess: (odd) => {
        setAnswers((all) => new Map(all).set(odd._id, odd));
        flash(`${nameOf(row)} ${done}`);
      },
      onError: (caught) =>
        setError(bannerText(caught, `Failed to ${failed} ${nameOf(row)}`, `Failed to ${failed}`)),
    });
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
      <PricingControls
        matchId={matchId}
        autoPricing={autoPricing}
        priceMargin={priceMargin}
        teamLines={teamLines}
      />
      <SectionMessages status={status} error={error} />
      {autoPricing && rows.length === 0 ? <p className="text-sm">{NO_LINES_YET}</p> : null}
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
          <EventTypeOdds
            key={eventType}
            eventType={eventType}
            rows={typeRows}
            teams={teams}
            empty={autoPricing && typeRows.length === 0 ? emptyText(eventType) : null}
            table={{
              refusals,
              lines,
              autoPricing,
              handing: [unpin, offerAgain].find((action) => action.isPending)?.variables ?? null,
              nameOf,
              onChange: (row) => replace(row._id, row),
              onCommit: (row) => void save(row),
              onCancel: cancel,
              onRemove: (row) => void removeOdd(row),
              onUnpin: (row) => handBack(unpin, row, 'is priced automatically again', 'unpin'),
              onOfferAgain: (row) =>
                handBack(
                  offerAgain,
                  row,
                  'is offered again: the game prices it for the next round',
                  'offer again',
                ),
            }}
            onAdd={(betType) => {
              const known = typeRows.flatMap((row) =>
                row.threshold === null || row.team
                  ? []
                  : [{ betType: row.betType, threshold: row.threshold }],
              );
              addDrafts([{ ...newOddDraft(known, betType), eventType }]);
            }}
          />
        );
      })}
    </MatchSection>
  );
}
