import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../shared/api/envelope';
import { ApiError } from './api-error';
import { httpStatusOf } from './http-refusal';
import { inputLimitMessage } from './input-limit-messages';
import { parserRefusal } from './parser-errors';
import { platformMessage } from './platform-messages';
import { requestLanguage } from './request-language';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/** Client mistakes Fastify and its plugins detect, answered with their 4xx code and a readable message. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string | undefined {
  const language = requestLanguage(request);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return platformMessage('badContentType', language);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return platformMessage('bodyTooLarge', language);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return platformMessage('badJson', language);
    default:
      return inputLimitMessage('badRequest', language);
  }
}

function send(reply: FastifyReply, code: number, envelope: ApiEnvelope<null>): FastifyReply {
  return reply.code(code).type('application/json; charset=utf-8').send(envelope);
}

/**
 * Every failure becomes an envelope: ApiError -> its status and message (field errors kept); a body
 * parser's error -> 400/413 naming `body` (parser-errors.ts); Fastify's own client errors -> E with their 4xx code; anything else -> a generic message naming the
 * request id, with the details in the log only (never a stack trace to the client).
 */
export function registerErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    const error = thrown instanceof Error ? (parserRefusal(thrown, requestLanguage(request)) ?? thrown) : thrown;
    if (error instanceof ApiError) {
      // A refusal caused by a failure underneath (a file a library could not read) logs that failure.
      if (error.cause !== undefined) request.log.warn({ err: error.cause, requestId: request.id, url: request.url }, `refused: ${error.message}`);
      const envelope: ApiEnvelope<null> = { status: error.status, msg: error.message, data: null };
      if (error.errors.length > 0) envelope.errors = error.errors;
      if (error.reason) envelope.reason = error.reason;
      return send(reply, httpStatusOf(error), envelope);
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      const msg = clientErrorMessage(error, request);
      if (msg) return send(reply, error.statusCode, { status: 'E', msg, data: null });
    }
    request.log.error({ err: error, requestId: request.id, url: request.url }, 'unexpected error');
    const msg = platformMessage('unexpected', requestLanguage(request), { requestId: String(request.id) });
    return send(reply, 500, { status: 'E', msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const msg = platformMessage('unknownRoute', requestLanguage(request), { path });
    return send(reply, 404, { status: 'E', msg, data: null });
  });
}
