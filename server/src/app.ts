import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { loadAppSecret } from './features/auth/app-secret';
import { crashReportRoutes } from './features/crash-reports/crash-report-routes';
import { healthRoutes } from './features/health/health-routes';
import { echoRoutes } from './features/public/echo-routes';
import auth from './plugins/auth';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';

export type BuildAppOptions = {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
};

/** Builds the whole app without listening: plugins first, then features. Tests call `app.inject`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.database ?? openDatabase(config);
  if (!options.database) await db.migrate();
  await app.register(database, { database: db });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(rateLimit, { global: false });
  await app.register(openapi);
  await app.register(auth, {
    tokenKey: await loadAppSecret(db.db, 'access-token-key'),
    refreshTokenUsable: async () => false,
  });

  await app.register(echoRoutes);
  await app.register(healthRoutes);
  await app.register(crashReportRoutes);

  await app.register(webApp, { serveWeb: config.serveWeb });
  return app;
}
