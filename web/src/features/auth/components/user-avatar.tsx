import type { User } from '@kickchips/core';

/** The user's chosen avatar, or the first letter of their name on a pitch-green disc. */
export function UserAvatar({ user, size = 'h-9 w-9' }: { user: User; size?: string }) {
  const name = user.username || user.name;
  if (user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        className={`${size} rounded-full border-2 border-[var(--accent)] bg-[var(--surface-sunken)] object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex items-center justify-center rounded-full border-2 border-[var(--accent)] bg-[var(--color-pitch-700)] font-bold text-white`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
