import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Why a /chat link shows no chat (chat off, or a lobby left), in place of /forbidden. */
export function ChatUnavailable({ reason }: { reason: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">CHAT</h1>
      <p role="alert">{reason}</p>
      <Link to={paths.home} className="btn-primary">
        Back to home
      </Link>
    </section>
  );
}
