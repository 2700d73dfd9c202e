import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** LIVE FEED on a phone or tablet: the match's moments on a screen of their own, one tap away. */
export function LiveFeedButton({ lobbyId, className }: { lobbyId: string; className?: string }) {
  return (
    <Link
      to={`${paths.liveFeed}?${new URLSearchParams({ lobbyId })}`}
      className={cn('btn-secondary', className)}
    >
      LIVE FEED
    </Link>
  );
}
