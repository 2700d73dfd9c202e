import {
  betTerms,
  betTermsLine,
  type CardKind,
  describeCard,
  type GameScreenState,
  type LobbyDetails,
  lineSubject,
  type MatchTeams,
  payout,
  priceShownFor,
} from '@kickchips/core';
import { type ReactNode, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs/tabs';
import { keepClear } from '../../lib/overlay-marks';
import { useSessionState } from '../../lib/use-session-state';
import { useEventStatistics } from './api/use-event-statistics';
import { type MatchOdd, useEventTypeOrder, useMatchOdds } from './api/use-match-odds';
import { useOwnBets } from './api/use-own-bets';
import { usePlayerCards } from './api/use-player-cards';
import { BET_SLIP_ID } from './bet-slip-anchor';
import { bettingState } from './betting-state';
import { BetCards } from './components/bet-cards';
import { BettingStatus } from './components/betting-status';
import { ChipBalance } from './components/chip-balance';
import { CompetitorsTab } from './components/competitors-tab';
import { type BetDraft, ConfirmBet } from './components/confirm-bet';
import { EventCategoryList } from './components/event-category-list';
import { OddsTab } from './components/odds-tab';
import { RoundStatus } from './components/round-status';
import { StatisticsTab } from './components/statistics-tab';
import { eventCategoriesOf } from './event-categories-of';
import { useBetSlip } from './hooks/use-bet-slip';
import { usePlacement } from './hooks/use-placement';
import { stakeBackNote } from './stake-back-note';

export type QuickBetPanelProps = {
  details: LobbyDetails;
  state: GameScreenState;
  now: number;
  /** The CHAT button of the left column (spec 2), when the screen has no chat beside it. */
  chat?: ReactNode;
};

/** Below 768 px (spec 9's mobile breakpoint) the slip sits far under the round it is for. */
const isPhoneWidth = () => window.innerWidth < 768;

/** The chosen bet in words; with a card, its name and what the bet then pays and risks. */
const betSummary = (
  odd: MatchOdd,
  teams: MatchTeams,
  stake: number,
  card: CardKind | null,
  strength: number,
) => {
  const pick = `${odd.betType === 'over' ? 'Over' : 'Under'} ${odd.threshold} ${lineSubject(odd, teams)}, ${stake} chips`;
  if (!card) return `${pick}, pays ${payout(odd.odds, stake)}${stakeBackNote(odd.odds, stake)}`;
  const terms = betTermsLine(betTerms(card, strength, stake, odd.odds)).toLowerCase();
  return `${pick}, ${describeCard(card, strength).name}: ${terms}`;
};

/** The panel heading, as the screen of the moment names it. */
function panelTitle(state: GameScreenState): string {
  if (state.screen === 'PRE_MATCH_BETTING') return 'Pre-match betting';
  if (state.currentRound) return `Round ${state.currentRound.round.roundNumber}`;
  return 'Round break';
}

/**
 * The quick-bet panel of the in-game screen (spec 2): chip balance and event categories on the
 * left; tabs Odds, Competitors (unless the lobby hides them) and Statistics on the right. The
 * betting window is the server's; the server decides.
 */
export function QuickBetPanel({ details, state, now, chat }: QuickBetPanelProps) {
  const lobbyId = details.lobby._id;
  const matchId = details.match._id;
  const settings = details.lobby.gameSettings;
  const you = details.currentUser;
  const isPlayer = you.role === 'player';
  const cardsOn = isPlayer && settings.enableBetChipCards;

  const oddsQuery = useMatchOdds(matchId, state.screen === 'PRE_MATCH_BETTING');
  const eventTypeOrder = useEventTypeOrder(matchId, state.screen === 'PRE_MATCH_BETTING');
  const statistics = useEventStatistics(matchId);
  const ownBets = useOwnBets(lobbyId, { enabled: isPlayer });
  const cards = usePlayerCards(lobbyId, cardsOn);
  const slip = useBetSlip(settings, you.chips);
  const panelRef = useRef<HTMLElement>(null);
  // after confirming on a phone, back to the round and its "Bet placed" line (issue 19, item 4)
  const placement = usePlacement(lobbyId, matchId, () => {
    slip.placed();
    if (isPhoneWidth()) panelRef.current?.scrollIntoView({ block: 'start' });
  });
  const [categoryChoice, setCategoryChoice] = useSessionState(`kickchips:bet-category:${lobbyId}`);
  const [draft, setDraft] = useState<BetDraft | null>(null);

  // a line priced for the round before waits for its new price: nobody bets at the old one
  const allOdds = oddsQuery.data ?? [];
  const odds = allOdds.filter((odd) => priceShownFor(odd.roundId, details.nextBettableRoundId));
  const pricing = odds.length < allOdds.length;
  const categories = eventCategoriesOf(
    odds.map((odd) => odd.eventType),
    eventTypeOrder,
  );
  const category =
    categoryChoice !== null && categories.includes(categoryChoice) ? categoryChoice : (categories[0] ?? null);
  const betting = bettingState({
    details,
    now,
    betRoundIds: [
      ...(ownBets.data?.bets ?? []).map((bet) => bet.matchRound._id),
      ...placement.placedRoundIds,
    ],
    cards: cards.data?.cards ?? [],
    oddIds: odds.map((odd) => odd._id),
    slip,
  });
  const chosenCard = betting.playableCards.find((card) => card.id === betting.cardId)?.kind ?? null;
  const nextRound = betting.round;
  const selectedOdd = odds.find((odd) => odd._id === slip.oddId) ?? null;
  const currentRound = state.currentRound?.round.roundNumber ?? null;
  const liveCounts =
    currentRound !== null && statistics.data
      ? Object.fromEntries(
          categories.map((name) => [name, statistics.data.statistics[name]?.[currentRound] ?? 0]),
        )
      : null;
  const knownRounds = [...details.activeRounds, ...details.upcomingRounds].map((round) => round.roundNumber);
  const latestStarted =
    currentRound ??
    state.completedRound?.round.roundNumber ??
    (state.nextRound ? state.nextRound.round.roundNumber - 1 : null);

  const openDraft = () => {
    if (!selectedOdd || !nextRound || betting.problem) return;
    setDraft({
      oddsId: selectedOdd._id,
      oddsValue: selectedOdd.odds,
      matchRoundId: nextRound._id,
      roundNumber: nextRound.roundNumber,
      stake: slip.amount,
      cardId: betting.cardId,
      summary: betSummary(selectedOdd, details.match, slip.amount, chosenCard, settings.cardEffectStrength),
    });
  };
  const placeDraft = () => {
    const stillOffered = draft !== null && odds.some((odd) => odd._id === draft.oddsId);
    placement.place(stillOffered ? draft : null);
  };

  return (
    <section
      ref={panelRef}
      data-slot="quick-bet"
      aria-label="Quick bet"
      className="card flex min-w-0 scroll-mt-32 flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 className="kicker">{panelTitle(state)}</h2>
        <RoundStatus details={details} now={now} className="hidden md:block" />
      </div>
      <BettingStatus
        roundNumber={nextRound?.roundNumber ?? null}
        status={betting.status}
        closesAt={betting.closesAt}
        now={now}
        placed={betting.placed}
        penalty={isPlayer && !you.eliminated ? settings.inactivityPenalty : null}
      />
      {pricing && nextRound ? (
        <p role="status" className="text-sm text-[var(--text-muted)]">
          Pricing Round {nextRound.roundNumber}…
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[11rem_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <ChipBalance chips={you.chips} />
          {chat}
          <EventCategoryList
            categories={categories}
            selected={category}
            onSelect={setCategoryChoice}
            liveCounts={liveCounts}
          />
        </div>
        <Tabs
          {...keepClear}
          defaultValue="odds"
          id={BET_SLIP_ID}
          tabIndex={-1}
          role="group"
          aria-label="Bet slip"
          className="min-w-0 scroll-mt-36 focus:outline-none"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <TabsList aria-label="Betting" className="min-w-0 flex-1">
              <TabsTrigger value="odds">Odds</TabsTrigger>
              {settings.showCompetitorBets ? (
                <TabsTrigger value="competitors">Competitors</TabsTrigger>
              ) : null}
              <TabsTrigger value="statistics">Statistics</TabsTrigger>
            </TabsList>
            {settings.showCompetitorBets ? null : (
              <p className="flex flex-col text-right">
                <span className="badge badge-outline self-end">BLIND BETTING MODE</span>
                <span className="text-xs text-[var(--text-muted)]">Other players' bets are hidden</span>
              </p>
            )}
          </div>
          <TabsContent value="odds">
            <OddsTab
              query={oddsQuery}
              category={category}
              teams={details.match}
              slip={slip}
              blockedReason={betting.blockedReason}
              cards={
                cardsOn ? (
                  <BetCards
                    query={cards}
                    playerCards={betting.playerCards}
                    playable={betting.playableCards}
                    amount={slip.amount}
                    odds={selectedOdd?.odds ?? null}
                    chips={you.chips}
                    roundNumber={nextRound?.roundNumber ?? null}
                    settings={settings}
                    selectedId={slip.cardId}
                    onToggle={slip.toggleCard}
                  />
                ) : null
              }
              summary={
                selectedOdd && slip.amount > 0
                  ? betSummary(
                      selectedOdd,
                      details.match,
                      slip.amount,
                      chosenCard,
                      settings.cardEffectStrength,
                    )
                  : null
              }
              confirm={
                <ConfirmBet
                  blockedReason={betting.blockedReason}
                  problem={betting.problem}
                  draft={draft}
                  onOpen={openDraft}
                  onClose={() => setDraft(null)}
                  onPlace={placeDraft}
                  placing={placement.placing}
                />
              }
              failure={placement.failure}
              priceChange={
                placement.priceChange?.oddsId === slip.oddId ? placement.priceChange.message : null
              }
            />
          </TabsContent>
          {settings.showCompetitorBets ? (
            <TabsContent value="competitors">
              <CompetitorsTab
                lobbyId={lobbyId}
                userId={you._id}
                players={details.users.filter(
                  (member) => member.role === 'player' && member.user._id !== you._id,
                )}
                latestRound={latestStarted}
                teams={details.match}
              />
            </TabsContent>
          ) : null}
          <TabsContent value="statistics">
            <StatisticsTab
              query={statistics}
              categories={categories}
              knownRoundNumbers={knownRounds}
              currentRound={currentRound}
              odds={odds}
              teams={details.match}
            />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
