import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { Notices } from '../notices';
import type { PriceRound } from './move-rounds';

/** What the match engine's services need: the database, the server clock, push notices and a log. */
export type EngineContext = {
  db: Db;
  clock: Clock;
  /** Publishes what a committed change did (see `withNotices`). */
  notices: Notices;
  log: FastifyBaseLogger;
  /** Whether a finished demo match schedules the next one (config.seedDemo). */
  demo: boolean;
  /** Prices a match's next round in the caller's transaction (the pricing feature's, see moveRounds). */
  priceRound: PriceRound;
};
