import type { Avatar } from '@kickchips/core';
import { Check } from 'lucide-react';
import { useFormField } from '../../../components/ui/form';

/** A grid of avatars, 2 columns and 3 on wider screens; clicking one selects it (spec 2). */
export function AvatarPicker({ avatars }: { avatars: readonly Avatar[] }) {
  const field = useFormField<string | null>('selectedAvatar');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">Avatar</legend>
      {avatars.length === 0 ? (
        <p className="rounded-lg bg-[var(--surface-sunken)] p-4 text-center text-sm text-[var(--text-muted)]">
          No avatars available.
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {avatars.map((avatar) => {
            const selected = field.value === avatar._id;
            return (
              <button
                key={avatar._id}
                type="button"
                aria-pressed={selected}
                disabled={field.disabled}
                onClick={() => field.setValue(avatar._id)}
                className={`relative flex flex-col items-center gap-2 rounded-xl border-2 p-3 transition-colors ${
                  selected
                    ? 'border-[var(--accent)] bg-[var(--surface-sunken)] ring-2 ring-[var(--accent)]'
                    : 'border-[var(--border)] hover:border-[var(--brand)]'
                }`}
              >
                <img src={avatar.image} alt="" className="h-20 w-20 rounded-full object-cover" />
                <span className="text-sm font-semibold">{avatar.name}</span>
                {selected && (
                  <span className="absolute right-2 top-2 rounded-full bg-[var(--accent)] p-1 text-[var(--color-pitch-950)]">
                    <Check aria-hidden="true" className="h-3.5 w-3.5" />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
