import { useState } from 'react';
import { LabelledInput } from '../../components/ui/labelled-input/labelled-input';
import { Spinner } from '../../components/ui/spinner/spinner';
import { useTeam } from './api/get-team';
import { useUnlockTeam } from './api/unlock-team';
import { TeamCard } from './team-card';

/** The public team page: flip cards, and a password that makes bios and photos editable. */
export function TeamRoute() {
  const team = useTeam();
  const unlockTeam = useUnlockTeam();
  const [grant, setGrant] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const unlock = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      setGrant(await unlockTeam.mutateAsync(password));
      setPassword('');
      setMessage({ ok: true, text: 'All content is now editable!' });
    } catch {
      setMessage({ ok: false, text: 'Incorrect password.' });
    }
  };

  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">Team</h1>
      {team.isPending ? <Spinner label="Loading team" /> : null}
      {team.isError ? (
        <p role="alert" className="text-[var(--danger)]">
          {team.error.message}
        </p>
      ) : null}
      {team.isSuccess && team.data.length === 0 ? <p>No team members yet</p> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(team.data ?? []).map((member) => (
          <TeamCard key={member._id} member={member} grant={grant} />
        ))}
      </div>
      {grant ? null : (
        <form className="card flex max-w-md flex-wrap items-end gap-2" onSubmit={unlock}>
          <LabelledInput
            label="Team password"
            labelClassName="min-w-0 flex-1"
            type="password"
            autoComplete="off"
            value={password}
            onValueChange={setPassword}
          />
          <button type="submit" className="btn-primary" disabled={!password}>
            Unlock
          </button>
        </form>
      )}
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? '' : 'text-[var(--danger)]'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
