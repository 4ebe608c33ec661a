import { ApiError } from './api-error';

/**
 * Input the server refuses before using it (a parser's error, a value beyond the limits of
 * input-limits.ts): answered with HTTP 400 (413 for a body over a size limit) and the envelope, status E,
 * naming the parameter in `errors`.
 */
export class BadInput extends ApiError {
  constructor(
    message: string,
    field: string,
    readonly httpStatus: 400 | 413 = 400,
  ) {
    super(message, [{ field, message }]);
    this.name = 'BadInput';
  }
}
