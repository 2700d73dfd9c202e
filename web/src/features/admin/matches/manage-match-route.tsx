import { formatScoreline, type MatchHalf } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { BackHeading } from '../../../components/ui/back-button/back-heading';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { usePushTopics } from '../../realtime';
import { AbandonMatchButton } from '../abandon-match/abandon-match-button';
import { adminKeys } from '../api/admin-keys';
import { useAdminMatch } from '../api/get-match';
import { HalvesSection } from './halves-section';
import { MatchDetailsForm } from './match-details-form';
import { NewMatchRedirect } from './new-match-redirect';
import { OddsSection } from './odds-section';
import { RoundsSection } from './rounds-section';
import { SetUpSection } from './set-up-section';

/**
 * Manage Match (spec 2): the match's score (read again on its notices), its fields, its halves, the
 * selected half's rounds and the odds.
 */
export function ManageMatchRoute() {
  const { id } = useParams();
  if (id === 'new') return <NewMatchRedirect />;
  if (!id) return <p role="alert">No match ID available</p>;
  return <ManageMatch key={id} matchId={id} />;
}

function ManageMatch({ matchId }: { matchId: string }) {
  usePushTopics({ matchId });
  const match = useAdminMatch(matchId);
  const [half, setHalf] = useState<MatchHalf | null>(null);
  const queryClient = useQueryClient();
  const [oddsVersion, setOddsVersion] = useState(0);
  const oddsCopied = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.match(matchId) });
    setOddsVersion((v) => v + 1);
  }, [queryClient, matchId]);
  const select = useCallback((next: MatchHalf | null) => setHalf(next), []);
  if (match.isPending) return <Spinner label="Loading match" />;
  if (match.isError)
    return (
      <p role="alert" className="text-[var(--danger)]">
        {match.error.message}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <BackHeading level="h1">Manage Match</BackHeading>
      <p className="text-xl font-semibold [overflow-wrap:anywhere]">
        {formatScoreline(match.data.homeTeam, match.data.awayTeam, match.data.score)}
      </p>
      <MatchDetailsForm match={match.data} />
      <HalvesSection matchId={matchId} selectedHalfId={half?._id ?? null} onSelect={select} />
      <RoundsSection matchId={matchId} half={half} />
      <SetUpSection matchId={matchId} onOddsCopied={oddsCopied} />
      <OddsSection
        key={oddsVersion}
        matchId={matchId}
        odds={match.data.odds}
        autoPricing={match.data.autoPricing}
        priceMargin={match.data.priceMargin}
        teamLines={match.data.teamLines}
        teams={{ home: match.data.homeTeam, away: match.data.awayTeam }}
      />
      <AbandonMatchButton matchId={matchId} />
    </div>
  );
}
