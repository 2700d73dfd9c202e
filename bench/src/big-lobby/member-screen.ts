import type { ScreenRead, StreamNotice } from '@kickchips/core';
import { screenReadsFor } from '@kickchips/core';
import type { MemberHttp } from './member-http';
import { BETTING_SCREEN_READS, SCREEN_READ_PATHS, type ScreenPlace } from './screen-read-paths';

/**
 * What the web's place-bet mutation reads again once the bet is answered, of what is on show while
 * a round takes bets (usePlaceBet in web/src/features/betting/api/use-place-bet.ts): with the push
 * stream live, nothing after an accepted bet (its answer brings the bet and the hand, its own notice
 * the rest); after a refusal, the lobby details, the player's own bets, the leaderboard and the cards.
 */
const afterOwnBet = (accepted: boolean): readonly ScreenRead[] =>
  accepted ? [] : ['lobbyDetails', 'ownBets', 'leaderboard', 'cards'];

export type ScreenSight = {
  /** Called once for each bettor a screen shows for the first time. */
  onBettorShown(): void;
  /** Called when a read of any screen starts or ends. */
  onReadsInFlight(change: 1 | -1): void;
  onReadFailed(read: ScreenRead, reason: string): void;
};

/** `"betPlacedBy":[...]` and `"nextBettableRoundId":"..."` of a lobby-details answer, without parsing it all. */
function bettorsIn(body: string, roundId: string): string[] {
  if (!body.includes(`"nextBettableRoundId":"${roundId}"`)) return [];
  const start = body.indexOf('"betPlacedBy":[');
  if (start < 0) return [];
  const from = start + '"betPlacedBy":['.length;
  const list = body.slice(from, body.indexOf(']', from));
  return list === '' ? [] : list.split(',').map((quoted) => quoted.slice(1, -1));
}

/**
 * One member's game screen while a round takes bets, as the web app behaves: each notice names the
 * reads to do again (core's `screenReadsFor`), of which those on show are sent; a read already in
 * flight is not sent a second time but once more after it answers (TanStack Query merges a query's
 * fetches the same way: one at a time, and a later invalidation refetches once). A `lobby.delta`
 * is applied where it lands. The screen "shows" a bettor once its state has them in `betPlacedBy`
 * of the round taking bets: from a delta, or from lobby details read again.
 */
export class MemberScreen {
  private readonly shown = new Set<string>();
  /** The rounds whose own bet this screen shows from the bet's answer. */
  private readonly ownBetRoundIds: string[] = [];
  /** Reads in flight, each with whether it must be sent again when it answers. */
  private readonly inFlight = new Map<ScreenRead, boolean>();

  constructor(
    readonly userId: string,
    private readonly http: MemberHttp,
    private readonly place: ScreenPlace & { roundId: string },
    private readonly sight: ScreenSight,
  ) {}

  shows(userId: string): boolean {
    return this.shown.has(userId);
  }

  onNotice(notice: StreamNotice): void {
    if (notice.type === 'lobby.delta' && notice.roundId === this.place.roundId) {
      for (const bet of notice.bets) this.show(bet.userId);
    }
    this.readAgain(screenReadsFor(notice, { userId: this.userId, ownBetRoundIds: this.ownBetRoundIds }));
  }

  /** The screen's own bet was answered: accepted, it shows the bet at once; either way it reads what the web reads. */
  betAnswered(accepted: boolean): void {
    if (accepted) this.ownBetRoundIds.push(this.place.roundId);
    this.readAgain(afterOwnBet(accepted));
  }

  private readAgain(reads: readonly ScreenRead[]): void {
    for (const read of reads) if (BETTING_SCREEN_READS.has(read)) this.read(read);
  }

  private show(userId: string): void {
    if (this.shown.has(userId)) return;
    this.shown.add(userId);
    this.sight.onBettorShown();
  }

  private read(read: ScreenRead): void {
    if (this.inFlight.has(read)) {
      this.inFlight.set(read, true);
      return;
    }
    this.inFlight.set(read, false);
    this.sight.onReadsInFlight(1);
    const keepBody = read === 'lobbyDetails';
    this.http
      .get(SCREEN_READ_PATHS[read](this.place), keepBody)
      .then(
        (answer) => {
          if (answer.status >= 400)
            this.sight.onReadFailed(read, `${answer.status} ${answer.body.slice(0, 200)}`);
          else if (keepBody)
            for (const userId of bettorsIn(answer.body, this.place.roundId)) this.show(userId);
        },
        (err: Error) => this.sight.onReadFailed(read, err.message),
      )
      .finally(() => {
        const again = this.inFlight.get(read);
        this.inFlight.delete(read);
        this.sight.onReadsInFlight(-1);
        if (again) this.read(read);
      });
  }
}
