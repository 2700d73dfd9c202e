import { MATCH_STATUSES, type MatchDetail } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { Form, type FormRule, SelectField, TextField } from '../../../components/ui/form';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { adminKeys } from '../api/admin-keys';
import { updateMatch } from '../api/update-match';
import { requestErrorText, withErrorText } from './request-error-text';
import { FLASH_MS, SectionMessages } from './section-messages';

/** An ISO time as a datetime-local value, in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Statuses the server derives from the halves once one has started. */
const DERIVED = ['active', 'completed'];

type Values = { homeTeam: string; awayTeam: string; kickOff: string; status: string };

const rules: FormRule<Values>[] = [
  { field: 'homeTeam', isValid: (v) => v.homeTeam.trim() !== '', prompt: 'Home team is required' },
  { field: 'awayTeam', isValid: (v) => v.awayTeam.trim() !== '', prompt: 'Away team is required' },
];

const statusOptions = MATCH_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * Home team, away team, kick-off and status of a match, saved with 'Save Match'. Once a half has
 * started the status is the server's, so it is shown but not editable.
 */
export function MatchDetailsForm({ match }: { match: MatchDetail }) {
  const queryClient = useQueryClient();
  const [saved, flash] = useTimedMessage(FLASH_MS);
  const derived = DERIVED.includes(match.status);

  const save = async ({ homeTeam, awayTeam, kickOff, status }: Values) => {
    const scheduledAt = kickOff ? new Date(kickOff).toISOString() : null;
    await withErrorText(
      updateMatch(match._id, { homeTeam, awayTeam, scheduledAt, ...(derived ? {} : { status }) }),
      requestErrorText,
    );
    await queryClient.invalidateQueries({ queryKey: adminKeys.list('match') });
    await queryClient.invalidateQueries({ queryKey: adminKeys.matchDetail(match._id) });
  };

  return (
    <Form<Values>
      className="card"
      aria-label="Match details"
      buttonAlign="left"
      submitText="Save Match"
      initialValues={{
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        kickOff: toLocalInput(match.scheduledAt),
        status: match.status,
      }}
      rules={rules}
      onSubmit={save}
      onSuccess={() => flash('Match details saved successfully!')}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField name="homeTeam" label="Home Team" required maxLength={60} />
        <TextField name="awayTeam" label="Away Team" required maxLength={60} />
        <TextField name="kickOff" label="Kick-off" type="datetime-local" />
        <SelectField
          name="status"
          label="Status"
          options={statusOptions}
          readOnly={derived}
          hint={derived ? 'Set by the halves once the match has started' : undefined}
        />
      </div>
      <SectionMessages status={saved} error={null} />
    </Form>
  );
}
