import type { TeamMember } from '@kickchips/core';
import { TEAM_BIO_MAX_LENGTH } from '@kickchips/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { useUpdateTeamMember } from './api/update-team-member';
import { useUploadTeamPhoto } from './api/upload-team-photo';

type Props = { member: TeamMember; grant: string | null };

/** A flip card: the front (photo, name, role) turns to the bio; editable once unlocked. */
export function TeamCard({ member, grant }: Props) {
  const [flipped, setFlipped] = useState(false);
  const [bio, setBio] = useState(member.bio);
  const update = useUpdateTeamMember();
  const upload = useUploadTeamPhoto();
  const busy = update.isPending;

  const save = async (body: { bio?: string; imageKey?: string }) => {
    if (!grant) return;
    try {
      await update.mutateAsync({ id: member._id, grant, ...body });
      toast.success('Saved');
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Failed to save');
    }
  };
  const uploadPhoto = async (file: File | undefined) => {
    if (!file || !grant) return;
    try {
      await save({ imageKey: await upload.mutateAsync({ file, grant }) });
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : 'Something went wrong...');
    }
  };

  return (
    <article className="card flex min-h-72 flex-col gap-3" aria-label={member.name}>
      {flipped ? (
        <div className="flex flex-1 flex-col gap-2">
          <h2 className="text-lg font-bold">{member.name}</h2>
          {grant ? (
            <>
              <label className="sr-only" htmlFor={`bio-${member._id}`}>
                Bio of {member.name}
              </label>
              <textarea
                id={`bio-${member._id}`}
                className="input flex-1"
                rows={6}
                maxLength={TEAM_BIO_MAX_LENGTH}
                value={bio}
                onChange={(event) => setBio(event.target.value)}
              />
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void save({ bio })}
              >
                Save Bio
              </button>
            </>
          ) : (
            <p className="flex-1 whitespace-pre-line">{member.bio}</p>
          )}
          <button type="button" className="btn-outline" onClick={() => setFlipped(false)}>
            Back
          </button>
        </div>
      ) : (
        <div className="flex flex-1 flex-col gap-2">
          <button
            type="button"
            className={cn('flex flex-1 flex-col items-center gap-2 rounded text-center')}
            onClick={() => setFlipped(true)}
            aria-label={`Show the bio of ${member.name}`}
          >
            {member.imageUrl ? (
              <img src={member.imageUrl} alt="" className="h-32 w-32 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-32 w-32 items-center justify-center rounded-full bg-[var(--surface-sunken)] text-4xl font-bold"
              >
                {member.name.slice(0, 1)}
              </span>
            )}
            <span className="text-lg font-bold">{member.name}</span>
            <span className="text-[var(--text-muted)]">{member.role}</span>
          </button>
          {grant ? (
            <label className="text-sm">
              Change photo
              <input
                type="file"
                className="block w-full text-sm"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(event) => void uploadPhoto(event.target.files?.[0])}
              />
            </label>
          ) : null}
        </div>
      )}
    </article>
  );
}
