import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Fastify's logger: JSON lines, or on a terminal short human lines (time, level, message; an
 * error with its message and stack). Either way a request is one line, written by `logRequest`.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pinoPretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
      singleLine: true,
    }),
  };
}
