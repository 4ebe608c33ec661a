import type { FastifyRequest } from 'fastify';
import type { Language } from '../../shared/formats/common';
import { SIGNED_HEADERS } from '../../shared/signing/request-signature';

/** The caller's language from the SAAF-Language header: EN when asked for, CN (the default) otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers[SIGNED_HEADERS.language.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toUpperCase() === 'EN' ? 'EN' : 'CN';
}
