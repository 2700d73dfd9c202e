import { useId } from 'react';
import { inviteLinkOf } from './invite-link';
import { InviteQrCode } from './invite-qr-code';

/** The join link as a QR code and in words, for a friend beside you: the invite's second half. */
export function InviteQrCard({ lobbyCode, className = '' }: { lobbyCode: string; className?: string }) {
  const link = inviteLinkOf(lobbyCode);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col items-center gap-3 text-center ${className}`}
    >
      <h2 id={headingId} className="kicker">
        SCAN TO JOIN
      </h2>
      <InviteQrCode link={link} />
      <p className="break-all text-xs text-[var(--text-muted)]">{link}</p>
    </section>
  );
}
