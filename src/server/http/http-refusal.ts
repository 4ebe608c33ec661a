import { ApiError } from './api-error';
import { BadInput } from './bad-input';

/**
 * An ApiError answered with a non-200 HTTP code: 401 for a refused signature, 403 for a missing
 * permission, 429 for an API client over its rate (docs/api.md). Its body is still the envelope; the message carries no details.
 */
export class HttpRefusal extends ApiError {
  constructor(
    message: string,
    readonly httpStatus: 401 | 403 | 429,
    status: 'E' | 'NOTLOGIN' = 'E',
  ) {
    super(message, [], status);
    this.name = 'HttpRefusal';
  }
}

/** The HTTP code of an ApiError: 401 for NOTLOGIN, the refusal's or bad input's own code, 200 for a plain E. */
export function httpStatusOf(error: ApiError): number {
  if (error instanceof HttpRefusal || error instanceof BadInput) return error.httpStatus;
  return error.status === 'NOTLOGIN' ? 401 : 200;
}
