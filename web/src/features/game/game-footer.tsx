type GameFooterProps = { lobbyCode: string; onLeave: () => void; leaving: boolean };

/** The in-game footer (spec 2): the lobby code and Leave Game. */
export function GameFooter({ lobbyCode, onLeave, leaving }: GameFooterProps) {
  return (
    <footer className="flex items-center justify-between gap-3 border-t border-[var(--border)] pt-3">
      <p className="text-sm">
        Lobby code <span className="font-mono text-lg font-bold tracking-widest">{lobbyCode}</span>
      </p>
      <button type="button" className="btn-danger" onClick={onLeave} disabled={leaving}>
        Leave Game
      </button>
    </footer>
  );
}
