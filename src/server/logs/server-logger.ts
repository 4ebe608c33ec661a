import type { FastifyRequest } from 'fastify';
import { pino, type LevelWithSilent } from 'pino';
import type { ServerConfig } from '../config';
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from './redaction';
import { ServerLogTable } from './server-log-table';

const ORDER: LevelWithSilent[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The server's pino options: one JSON line per event on standard output at LOG_LEVEL and, at
 * SERVER_LOG_LEVEL, into the server-log table the `log` screen searches. Both get the same redacted
 * line: authorization and cookie headers, passwords, tokens and secrets are replaced, and URLs are
 * logged with their secret query parameters hidden.
 */
export function serverLogger(config: Pick<ServerConfig, 'logLevel' | 'serverLogLevel'>) {
  const table = new ServerLogTable();
  const streams: { level: pino.Level; stream: NodeJS.WritableStream }[] = [];
  if (config.logLevel !== 'silent') streams.push({ level: config.logLevel, stream: process.stdout });
  if (config.serverLogLevel !== 'silent') streams.push({ level: config.serverLogLevel, stream: table });
  const level = ORDER[Math.min(ORDER.indexOf(config.logLevel), ORDER.indexOf(config.serverLogLevel))];
  const options = {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
      },
    },
    stream: streams.length > 0 ? pino.multistream(streams) : process.stdout,
  };
  return { options, table };
}
