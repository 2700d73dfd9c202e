import { MATCH_STATUSES, type MatchDetail } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelledInput } from '../../../components/ui/labelled-input/labelled-input';
import { adminKeys } from '../api/admin-keys';
import { updateMatch } from '../api/update-match';
import { requestErrorText } from './request-error-text';

/** An ISO time as a datetime-local value, in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Statuses the server derives from the halves once one has started. */
const DERIVED = ['active', 'completed'];

/**
 * Home team, away team, kick-off and status of a match, saved with 'Save Match'. Once a half has
 * started the status is the server's, so it is shown but not editable.
 */
export function MatchDetailsForm({ match }: { match: MatchDetail }) {
  const queryClient = useQueryClient();
  const [homeTeam, setHomeTeam] = useState(match.homeTeam);
  const [awayTeam, setAwayTeam] = useState(match.awayTeam);
  const [kickOff, setKickOff] = useState(toLocalInput(match.scheduledAt));
  const [status, setStatus] = useState(match.status);
  const derived = DERIVED.includes(match.status);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!homeTeam.trim() || !awayTeam.trim()) {
      setMessage({ ok: false, text: 'Home team and away team are required' });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const scheduledAt = kickOff ? new Date(kickOff).toISOString() : null;
      await updateMatch(match._id, { homeTeam, awayTeam, status, scheduledAt });
      setMessage({ ok: true, text: 'Match details saved successfully!' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.list('match') });
      await queryClient.invalidateQueries({ queryKey: adminKeys.matchDetail(match._id) });
    } catch (caught) {
      setMessage({ ok: false, text: requestErrorText(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card flex flex-col gap-3" onSubmit={submit} aria-label="Match details">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledInput
          label="Home Team *"
          required
          maxLength={60}
          value={homeTeam}
          onValueChange={setHomeTeam}
        />
        <LabelledInput
          label="Away Team *"
          required
          maxLength={60}
          value={awayTeam}
          onValueChange={setAwayTeam}
        />
        <LabelledInput label="Kick-off" type="datetime-local" value={kickOff} onValueChange={setKickOff} />
        <label className="flex flex-col text-sm">
          Status
          <select
            className="input"
            value={status}
            disabled={derived}
            title={derived ? 'Set by the halves once the match has started' : undefined}
            onChange={(e) => setStatus(e.target.value)}
          >
            {MATCH_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save Match'}
        </button>
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? '' : 'text-[var(--danger)]'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
