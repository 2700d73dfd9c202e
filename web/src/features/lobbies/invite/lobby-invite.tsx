import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { InviteQrCode } from './invite-qr-code';
import { useInviteActions } from './use-invite-actions';

type LobbyInviteProps = {
  lobbyCode: string;
  className?: string;
  /** Off inside a dialog whose own title already says what this is. */
  titled?: boolean;
  /** Off where the QR code and link follow further down (`InviteQrCard`), to keep this short. */
  qr?: boolean;
};

/** Inviting friends (issue 19 item 7): the code large, Copy, Share, and a QR code of the join link. */
export function LobbyInvite({ lobbyCode, className = '', titled = true, qr = true }: LobbyInviteProps) {
  const { link, canShare, copyCode, share } = useInviteActions(lobbyCode);
  const headingId = useId();
  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      className={`flex flex-col items-center gap-3 text-center ${className}`}
    >
      {titled ? (
        <h2 id={headingId} className="kicker">
          INVITE FRIENDS
        </h2>
      ) : null}
      <p className="flex flex-col">
        <span className="text-xs text-[var(--text-muted)]">Lobby code</span>
        <span className="font-mono text-4xl font-bold tracking-[0.3em]">{lobbyCode}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copyCode()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy
        </button>
        <button type="button" className="btn-primary" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {canShare ? 'Share' : 'Share link'}
        </button>
      </div>
      {qr ? (
        <>
          <InviteQrCode link={link} />
          <p className="break-all text-xs text-[var(--text-muted)]">{link}</p>
        </>
      ) : null}
    </section>
  );
}
