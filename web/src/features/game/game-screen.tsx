import { gameScreen, type GameScreen as ScreenName } from '@kickchips/core';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { BetBar } from '../betting';
import { ChatButton, ChatPanel } from '../chat';
import { type ActiveLobby, isMobileDevice } from '../lobbies';
import { usePushTopics } from '../realtime';
import { useLobbyDetails } from './api/get-lobby-details';
import { GameFooter } from './game-footer';
import { GameHeader } from './game-header';
import { GameScreenBody } from './game-screen-body';
import { isBettingScreen } from './is-betting-screen';
import { LiveFeedButton } from './live-feed/live-feed-button';
import { LiveFeedPanel } from './live-feed/live-feed-panel';
import { lobbyMatchState } from './lobby-match-state';
import { BettingReminders } from './reminders/betting-reminders';
import { ReminderSwitch } from './reminders/reminder-switch';
import { ResultMoment } from './result-moment';
import { SpectatorBanner } from './spectator-banner';
import { useLeaveGame } from './use-leave-game';

type GameScreenProps = {
  lobby: ActiveLobby;
  /**
   * The home's join and create tabs, offered under the final screen once the match is over, so a
   * player can move on without leaving the finished lobby first (issue 29 item 6).
   */
  afterMatch?: ReactNode;
};

/** The in-game screen (spec 2) for the active lobby: header, the screen of the moment, chat, footer. */
export function GameScreen({ lobby, afterMatch }: GameScreenProps) {
  usePushTopics({ lobbyId: lobby.lobbyId });
  const details = useLobbyDetails(lobby.lobbyId);
  const { leave, leaving } = useLeaveGame(lobby.lobbyId);
  const now = useNow(1000, details.data?.offsetMs ?? 0);
  const footer = <GameFooter lobbyCode={lobby.lobbyCode} onLeave={() => void leave()} leaving={leaving} />;

  if (!details.data) {
    return (
      <div className="flex flex-col gap-4">
        {details.isError ? (
          <p role="alert" className="field-error">
            {details.error.message || 'Failed to load the game.'}
          </p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner size="lg" label="Loading game" />
          </div>
        )}
        {footer}
      </div>
    );
  }

  const data = details.data.details;
  const match = lobbyMatchState(data);
  const state = gameScreen(match, now, data.lobby.gameSettings.roundDuration);
  const chatOn = data.lobby.gameSettings.allowChatting;
  const chatHref = `${paths.chat}?${new URLSearchParams({ lobbyId: lobby.lobbyId, matchId: data.match._id })}`;
  const isPlayer = data.currentUser.role === 'player';
  const moveOn = state.screen === 'MATCH_RESULTS' && afterMatch ? afterMatch : null;
  const betting = isBettingScreen(state.screen);
  // the CHAT button (spec 2) sits in the quick-bet panel's left column when there is one, and
  // LIVE FEED beside it: both open a screen of their own under the round bar, where the page has
  // no column beside the game for them
  const phoneLinks = (
    <div className={cn('flex flex-wrap gap-2 self-start', chatOn && isMobileDevice() ? '' : 'lg:hidden')}>
      {chatOn ? <ChatButton lobbyId={lobby.lobbyId} href={chatHref} /> : null}
      <LiveFeedButton lobbyId={lobby.lobbyId} className="lg:hidden" />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <GameHeader
        details={data}
        match={match}
        screen={state.screen}
        now={now}
        barShowsEndsIn={isPlayer && betting}
      />
      {isPlayer && betting ? <BetBar details={data} now={now} /> : null}
      {isPlayer && state.screen !== 'MATCH_RESULTS' ? <BettingReminders details={data} now={now} /> : null}
      {isPlayer ? null : <SpectatorBanner />}
      {moveOn ? (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
          This match is over.
          <a href={`#${MOVE_ON_ID}`} className="btn-outline">
            Find another game
          </a>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {showsChips(state.screen) && isPlayer ? (
            <p className="text-sm text-[var(--text-muted)]">
              Your chips{' '}
              <span className="font-bold tabular-nums text-[var(--text)]">{data.currentUser.chips}</span>
            </p>
          ) : null}
          {betting ? null : phoneLinks}
          <GameScreenBody
            state={state}
            details={data}
            match={match}
            now={now}
            chat={betting ? phoneLinks : null}
          />
        </div>
        <div className="hidden min-w-0 flex-col gap-4 lg:flex">
          <LiveFeedPanel
            lobbyId={lobby.lobbyId}
            teams={data.match}
            className={`card ${chatOn ? 'max-h-[20rem]' : 'max-h-[40rem]'}`}
          />
          {chatOn ? <ChatPanel lobbyId={lobby.lobbyId} className="card h-[32rem]" /> : null}
        </div>
      </div>
      {moveOn ? (
        <section
          id={MOVE_ON_ID}
          aria-labelledby={`${MOVE_ON_ID}-title`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`${MOVE_ON_ID}-title`} className="display text-display-sm">
            PLAY ANOTHER GAME
          </h2>
          {moveOn}
        </section>
      ) : null}
      {isPlayer && state.screen !== 'MATCH_RESULTS' ? <ReminderSwitch /> : null}
      {footer}
      {isPlayer ? <ResultMoment details={data} /> : null}
    </div>
  );
}

const MOVE_ON_ID = 'play-another-game';

/** The screens without the quick-bet panel, whose chip balance would otherwise repeat this line. */
function showsChips(screen: ScreenName): boolean {
  return screen === 'PRE_MATCH' || screen === 'TRANSITION' || screen === 'WAITING';
}
