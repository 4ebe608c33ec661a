import type { Language } from '../../shared/formats/common';
import type { BadInput } from './bad-input';
import { inputRefusal } from './input-limit-messages';

/** @fastify/multipart's errors of the caller's making: too many parts, or a body that is no multipart form. */
const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const MULTIPART_FORM_CODES = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR', 'FST_MP_PREMATURE_CLOSE']);

/**
 * The errors @fastify/busboy raises on a broken form carry no code, only these texts (its
 * lib/types/multipart.js and deps/dicer): no boundary, a body cut before the closing boundary, an
 * unsupported or missing content type.
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
  /^Boundary required$/,
  /^Malformed part header$/,
];

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A body parser's error (multipart, busboy) as the refusal of the caller's body, named `body`: 413 for
 * too many parts, 400 for a form that cannot be read. Any other error is not the caller's: undefined.
 */
export function parserRefusal(error: Error, language: Language): BadInput | undefined {
  const code = codeOf(error);
  if (code !== undefined && MULTIPART_LIMIT_CODES.has(code)) return inputRefusal('multipartTooManyParts', 'body', language, {}, 413);
  if (code !== undefined && MULTIPART_FORM_CODES.has(code)) return inputRefusal('badMultipart', 'body', language);
  if (code === undefined && BUSBOY_MESSAGES.some((pattern) => pattern.test(error.message))) return inputRefusal('badMultipart', 'body', language);
  return undefined;
}
