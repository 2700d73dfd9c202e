import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { clockSteps } from './clock-steps';
import type { Config } from './config';
import { loadAppSecret } from './db/app-secret';
import { type Database, openDatabase } from './db/database';
import { adminLobbyRoutes } from './features/admin-lobbies/admin-lobby-routes';
import { adminUserRoutes } from './features/admin-users/admin-user-routes';
import { auditRoutes } from './features/audit/audit-routes';
import { passwordResetRoutes } from './features/auth/password-reset-routes';
import { refreshTokenUsable } from './features/auth/refresh-token-usable';
import { sessionRoutes } from './features/auth/session-routes';
import { avatarAdminRoutes } from './features/avatars-admin/avatar-routes';
import { bettingRoutes } from './features/betting/betting-routes';
import { adminChatRoutes } from './features/chat/admin-chat-routes';
import { chatRoutes } from './features/chat/chat-routes';
import { type Clock, ShiftedClock, serverTimeHeader, systemClock, testClockRoutes } from './features/clock';
import { crashReportRoutes } from './features/crash-reports/crash-report-routes';
import { eventTypeRoutes } from './features/event-types/event-type-routes';
import { healthRoutes } from './features/health/health-routes';
import { leagueRoutes } from './features/leagues';
import { hostControlRoutes } from './features/lobbies/host-control-routes';
import hotReads from './features/lobbies/hot-reads-plugin';
import { lobbyRoutes } from './features/lobbies/lobby-routes';
import mail from './features/mail/mail-plugin';
import { abandonMatchRoutes } from './features/match-abandon/abandon-match-routes';
import { halfRoutes } from './features/match-admin/half-routes';
import { matchEventTypeRoutes } from './features/match-admin/match-event-type-routes';
import { matchRoutes } from './features/match-admin/match-routes';
import { matchSetUpRoutes } from './features/match-admin/match-set-up-routes';
import { oddsRoutes } from './features/match-admin/odds-routes';
import { roundRoutes } from './features/match-admin/round-routes';
import engine from './features/match-engine/engine-plugin';
import { gameControlRoutes } from './features/match-engine/game-control-routes';
import { eventRoutes } from './features/match-events/event-routes';
import liveFeed from './features/match-events/live-feed-plugin';
import { matchFeedRoutes } from './features/match-feed/match-feed-routes';
import metrics from './features/metrics/metrics-plugin';
import notices from './features/notices/notices-plugin';
import { notificationRoutes } from './features/notifications';
import { pricingRoutes, repriceMatch } from './features/pricing';
import { profileRoutes } from './features/profile/profile-routes';
import { echoRoutes } from './features/public/echo-routes';
import realtime from './features/realtime/realtime-plugin';
import { replayRoutes } from './features/replay/replay-routes';
import { resultsRoutes } from './features/results/results-routes';
import { siteTextRoutes } from './features/site-texts/site-text-routes';
import { fileRoutes } from './features/storage/file-routes';
import { storageRoutes } from './features/storage/storage-routes';
import { teamRoutes } from './features/team/team-routes';
import { loggerOptions } from './logger-options';
import auth from './plugins/auth';
import compressReplies from './plugins/compress-replies';
import database from './plugins/database';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import notifier from './plugins/notifier';
import openapi from './plugins/openapi';
import requestLog from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import storableText from './plugins/storable-text';
import storage from './plugins/storage';
import webApp from './plugins/web-app';

export type BuildAppOptions = {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
  /** Where every timing decision reads the time; tests pass a ManualClock. */
  clock?: Clock;
  /** Run the game clock every config.clockTickMs (the server's main path); tests call app.engine.tick(). */
  startClock?: boolean;
};

/** Builds the whole app without listening: plugins first, then features. Tests call `app.inject`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // one line per request, from the request-log plugin, instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: undefined,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const testClock = config.testClock ? new ShiftedClock(options.clock ?? systemClock) : undefined;
  const db = options.database ?? openDatabase(config);
  if (!options.database) await db.migrate();
  await app.register(requestLog);
  await app.register(compressReplies);
  await app.register(database, { database: db });
  await app.register(errorHandler);
  await app.register(storableText);
  await app.register(securityHeaders);
  await app.register(rateLimit, { global: false });
  await app.register(openapi);
  const tokenKey = await loadAppSecret(db.db, 'access-token-key');
  await app.register(auth, {
    tokenKey,
    accessTokenSeconds: config.accessTokenSeconds,
    refreshTokenUsable: (token) => refreshTokenUsable(db.db, tokenKey, token),
  });
  await app.register(mail, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  await app.register(storage, { dataDir: config.dataDir, s3: config.s3 });
  await app.register(notifier, { redisUrl: config.redisUrl });
  await app.register(hotReads);
  await app.register(liveFeed);
  await app.register(notices, { caches: [app.hotReads, app.liveFeed] });
  await app.register(engine, {
    clock: testClock ?? options.clock ?? systemClock,
    tickMs: config.clockTickMs,
    startClock: options.startClock ?? false,
    demo: config.seedDemo,
    steps: clockSteps,
    priceRound: repriceMatch,
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(serverTimeHeader);

  await app.register(echoRoutes);
  await app.register(healthRoutes);
  await app.register(crashReportRoutes);
  await app.register(sessionRoutes, { config });
  await app.register(passwordResetRoutes, { config });
  await app.register(profileRoutes);
  await app.register(storageRoutes);
  await app.register(fileRoutes);
  await app.register(adminUserRoutes, {
    passwordHashLog2Cost: config.passwordHashLog2Cost,
    publicUrl: config.publicUrl,
  });
  await app.register(avatarAdminRoutes);
  await app.register(matchRoutes);
  await app.register(matchSetUpRoutes);
  await app.register(halfRoutes);
  await app.register(roundRoutes);
  await app.register(gameControlRoutes);
  await app.register(abandonMatchRoutes);
  await app.register(eventRoutes);
  await app.register(replayRoutes);
  await app.register(oddsRoutes);
  await app.register(pricingRoutes);
  await app.register(eventTypeRoutes);
  await app.register(matchEventTypeRoutes);
  await app.register(siteTextRoutes);
  await app.register(teamRoutes, {
    teamPassword: config.teamPassword,
    passwordHashLog2Cost: config.passwordHashLog2Cost,
  });
  await app.register(lobbyRoutes);
  await app.register(hostControlRoutes);
  await app.register(leagueRoutes);
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(adminChatRoutes);
  await app.register(adminLobbyRoutes);
  await app.register(auditRoutes);
  await app.register(bettingRoutes);
  await app.register(matchFeedRoutes);
  await app.register(resultsRoutes);
  await app.register(realtime);
  if (testClock) await app.register(testClockRoutes, { clock: testClock });

  await app.register(webApp, { serveWeb: config.serveWeb });
  return app;
}
