/** SPECTATOR MODE (spec 2), and what it means, for a member who watches (issue 19, item 10). */
export function SpectatorBanner() {
  return (
    <section
      aria-labelledby="spectator-mode"
      className="rounded bg-[var(--color-chip-500)] px-3 py-2 text-center text-[var(--accent-contrast)]"
    >
      <h2 id="spectator-mode" className="font-bold tracking-widest">
        SPECTATOR MODE
      </h2>
      <p className="text-sm">
        You are watching: follow the match, its statistics, the leaderboard and the chat. Spectators do not
        bet.
      </p>
    </section>
  );
}
