import { BET_TYPES, type BetType, TEAM_SIDES, type TeamSide } from '@kickchips/core';
import type { OddRow } from './odd-row';
import { OddsTable, type OddsTableProps } from './odds-table';

/** What every table of the section shares: the refusals, lines, pricing state and row handlers. */
type SharedTableProps = Omit<OddsTableProps, 'subject' | 'betType' | 'rows' | 'onAdd'>;

type Props = {
  eventType: string;
  /** The event type's lines, on the whole match and on either team. */
  rows: OddRow[];
  teams: Readonly<Record<TeamSide, string>>;
  /** Said when the type has no line yet, or null. */
  empty: string | null;
  table: SharedTableProps;
  onAdd: (betType: BetType) => void;
};

/** A team's lines of an event type, as the admin and the players name them: 'Corner · Harbour City'. */
const teamSubject = (eventType: string, teamName: string) => `${eventType} · ${teamName}`;

/**
 * The odds of one event type: its Over and Under tables on the whole match, with Add, and under
 * them each team's lines, which the pricing model offers when the match has lines per team, in
 * tables of their own named by the team ('Corner · Harbour City').
 */
export function EventTypeOdds({ eventType, rows, teams, empty, table, onAdd }: Props) {
  const matchRows = rows.filter((row) => row.team === undefined);
  const sides = TEAM_SIDES.filter((side) => rows.some((row) => row.team === side));
  return (
    <fieldset className="panel flex min-w-0 flex-col gap-3" aria-label={`${eventType} odds`}>
      <legend className="max-w-full font-bold [overflow-wrap:anywhere]">{eventType}</legend>
      {empty ? <p className="text-sm text-[var(--text-muted)]">{empty}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {BET_TYPES.map((betType) => (
          <OddsTable
            key={betType}
            subject={eventType}
            betType={betType}
            rows={matchRows.filter((row) => row.betType === betType)}
            onAdd={() => onAdd(betType)}
            {...table}
          />
        ))}
      </div>
      {sides.map((side) => {
        const subject = teamSubject(eventType, teams[side]);
        return (
          <div key={side} className="border-t border-[var(--border)] pt-3">
            <fieldset className="min-w-0" aria-label={`${subject} odds`}>
              <legend className="float-left mb-3 w-full font-bold [overflow-wrap:anywhere]">{subject}</legend>
              <div className="clear-both grid gap-4 md:grid-cols-2">
                {BET_TYPES.map((betType) => (
                  <OddsTable
                    key={betType}
                    subject={subject}
                    betType={betType}
                    rows={rows.filter((row) => row.team === side && row.betType === betType)}
                    {...table}
                  />
                ))}
              </div>
            </fieldset>
          </div>
        );
      })}
    </fieldset>
  );
}
