import type { SoakHttp } from './soak-http';

type Details = {
  match: { status: string };
  odds: { _id: string }[];
  nextBettableRoundId: string | null;
  betting: { status: 'open' | 'closing-soon' | 'closed' };
  currentUser: { role: string; chips: number; eliminated: boolean };
  lobby: { gameSettings: { maxBetAmount: number; minBetAmount: number } };
};

/** A chat message the server acknowledged with a 2xx: it must be stored. */
export type SentChat = { lobbyId: string; id: string; message: string };

/** What all players did. */
export type PlayTally = {
  betsAccepted: number;
  /** Refused bets by status and message (betting closed, already bet on the round, ...). */
  betsRefused: Map<string, number>;
  /** Bets whose connection failed: they may or may not have landed. */
  betsUncertain: number;
  chatsSent: SentChat[];
  chatsRefused: Map<string, number>;
  polls: number;
};

export const newPlayTally = (): PlayTally => ({
  betsAccepted: 0,
  betsRefused: new Map(),
  betsUncertain: 0,
  chatsSent: [],
  chatsRefused: new Map(),
  polls: 0,
});

/** Counts a refusal by its status and message, round numbers left out so that alike ones add up. */
const bump = (map: Map<string, number>, status: number, message: string) => {
  const key = `${status} ${message.replace(/\(Round \d+\)/g, '(Round n)')}`;
  map.set(key, (map.get(key) ?? 0) + 1);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type SoakPlayer = {
  username: string;
  token: string;
  lobbyId: string;
  /** The instance this player talks to while it is up. */
  preferred: number;
};

/**
 * One simulated player until `stopped()`: polls its lobby's details at the game screen's pace,
 * bets a few chips on a random odd of each round it can still bet on, and now and then chats and
 * reads the chat.
 */
export async function playSoak(
  player: SoakPlayer,
  http: SoakHttp,
  options: { pollMs: number; chatChance: number; tally: PlayTally; stopped(): boolean },
): Promise<void> {
  const { tally } = options;
  const auth = { token: player.token };
  const triedRounds = new Set<string>();
  let chats = 0;
  await sleep(options.pollMs * Math.random());
  while (!options.stopped()) {
    tally.polls++;
    const details = await http.call<Details>(
      player.preferred,
      'GET',
      `/api/app/game/lobby-details/${player.lobbyId}`,
      auth,
    );
    const round = details.kind === 'ok' ? details.data.nextBettableRoundId : null;
    if (details.kind === 'ok' && round && !triedRounds.has(round)) {
      const { betting, currentUser, odds, lobby } = details.data;
      const canBet =
        betting.status !== 'closed' &&
        currentUser.role === 'player' &&
        !currentUser.eliminated &&
        currentUser.chips >= lobby.gameSettings.minBetAmount &&
        odds.length > 0;
      if (canBet) {
        triedRounds.add(round);
        const most = Math.min(10, currentUser.chips, lobby.gameSettings.maxBetAmount);
        const stake =
          lobby.gameSettings.minBetAmount +
          Math.floor(Math.random() * (most - lobby.gameSettings.minBetAmount + 1));
        const odd = odds[Math.floor(Math.random() * odds.length)]!;
        const bet = await http.call(player.preferred, 'POST', '/api/app/game/place-bet', {
          ...auth,
          body: { lobbyId: player.lobbyId, oddsId: odd._id, matchRoundId: round, stake },
        });
        if (bet.kind === 'ok') tally.betsAccepted++;
        else if (bet.kind === 'refused') bump(tally.betsRefused, bet.status, bet.message);
        else tally.betsUncertain++;
      }
    }
    if (Math.random() < options.chatChance) {
      chats++;
      const message = `soak ${player.username} #${chats} ${Date.now()}`;
      const sent = await http.call<{ message: { _id: string } }>(
        player.preferred,
        'POST',
        '/api/app/chat/send',
        {
          ...auth,
          body: { lobbyId: player.lobbyId, message },
        },
      );
      if (sent.kind === 'ok')
        tally.chatsSent.push({ lobbyId: player.lobbyId, id: sent.data.message._id, message });
      else if (sent.kind === 'refused') bump(tally.chatsRefused, sent.status, sent.message);
    }
    if (Math.random() < options.chatChance) {
      await http.call(player.preferred, 'GET', `/api/app/chat/messages?lobbyId=${player.lobbyId}`, auth);
    }
    await sleep(options.pollMs * (0.75 + Math.random() / 2));
  }
}
