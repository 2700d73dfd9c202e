import {
  type BetCardStatus,
  betVoidReason,
  CARD_KINDS,
  describeCard,
  type MatchTeams,
  potentialWin,
} from '@kickchips/core';
import { cn } from '../../../lib/cn';
import { betLabel } from './bet-label';
import { BetPick } from './bet-pick';
import type { BetCardView } from './use-bet-status-changes';

const STATUS_STYLES: Record<BetCardStatus, { badge: string; edge: string }> = {
  UPCOMING: { badge: 'badge-outline', edge: 'border-[var(--border-strong)]' },
  ACTIVE: { badge: 'badge-brand', edge: 'border-[var(--brand)]' },
  WINNING: {
    badge: 'badge-gold',
    edge: 'border-[var(--color-chip-500)] ring-2 ring-[var(--color-chip-500)]',
  },
  WON: { badge: 'bg-[var(--success)] text-white', edge: 'border-[var(--success)]' },
  LOST: { badge: 'badge-danger', edge: 'border-[var(--danger)]' },
  REFUNDED: { badge: 'badge-outline', edge: 'border-[var(--border-strong)]' },
};

type BetCardProps = BetCardView & { cardEffectStrength: number; teams: MatchTeams };

/**
 * One My Bet card (spec 2): round, event, side and threshold, stake, odds, payout and status; a
 * refunded bet says why (core's betVoidReason: the reason stored with it, or a team line's).
 */
export function BetCard({ bet, status, cardEffectStrength, teams }: BetCardProps) {
  const settled = status === 'WON' || status === 'LOST' || status === 'REFUNDED';
  const styles = STATUS_STYLES[status];
  const kind = CARD_KINDS.find((k) => k === bet.card?.kind);
  const card = kind ? describeCard(kind, cardEffectStrength) : null;
  const voidReason = betVoidReason(bet);
  return (
    <article
      aria-label={`${betLabel(bet, teams)}: ${status}`}
      data-status={status}
      className={cn('panel flex h-full flex-col gap-2 border-l-4', styles.edge)}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="kicker">Round {bet.matchRound.roundNumber}</span>
        <span className={cn('badge', styles.badge)}>{status}</span>
      </div>
      <p className="font-semibold break-words">
        <BetPick odds={bet.odds} teams={teams} />
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-[var(--text-muted)]">Stake</dt>
          <dd className="font-semibold tabular-nums">{bet.stake}</dd>
        </div>
        <div>
          <dt className="text-[var(--text-muted)]">Odds</dt>
          <dd className="font-semibold tabular-nums">x{bet.odds.odds}</dd>
        </div>
        <div>
          <dt className="text-[var(--text-muted)]">{settled ? 'Paid' : 'To win'}</dt>
          <dd className="font-semibold tabular-nums">
            {settled ? bet.payout : potentialWin(bet, cardEffectStrength)}
          </dd>
        </div>
      </dl>
      {voidReason ? <p className="text-sm text-[var(--text-muted)]">{voidReason}</p> : null}
      {card ? (
        <p className="text-sm">
          <span className="badge badge-outline">{card.name}</span>
        </p>
      ) : null}
    </article>
  );
}
