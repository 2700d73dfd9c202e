import type { LeagueDetails } from '@kickchips/core';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/confirm-dialog';
import { useRemoveLeagueMember } from './api/use-leagues';

type LeagueMembersProps = { details: LeagueDetails; userId: string | undefined };

/** Who is in the league, in the order they joined; the owner can remove anyone else. */
export function LeagueMembers({ details, userId }: LeagueMembersProps) {
  const remove = useRemoveLeagueMember(details.league._id);
  const isOwner = details.league.owner === userId;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="league-members">
      <h2 id="league-members" className="text-xl">
        Members <span className="badge badge-brand">{details.members.length}</span>
      </h2>
      {remove.error ? (
        <p role="alert" className="field-error mt-0">
          {remove.error.message}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {details.members.map((member) => (
          <li key={member._id} className="flex min-h-11 items-center justify-between gap-2">
            <span className="min-w-0 truncate">
              {member.name}
              {member._id === details.league.owner ? <span className="badge ml-2">Owner</span> : null}
            </span>
            {isOwner && member._id !== userId ? (
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    className="btn-outline px-3 text-sm"
                    aria-label={`Remove ${member.name}`}
                    disabled={remove.isPending}
                  >
                    Remove
                  </button>
                }
                title={`Remove ${member.name}?`}
                description="They leave the league table; their finished games stay in its history."
                confirmLabel="Remove"
                destructive
                onConfirm={() => remove.mutate(member._id)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
