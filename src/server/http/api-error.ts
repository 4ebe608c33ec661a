import type { FailureReason, FieldError } from '../../shared/api/envelope';

/**
 * An error whose message a person can act on. The HTTP layer answers it as
 * `{status: 'E', msg, errors}` (or NOTLOGIN, or M: a notice that is no failure, such as an optional service
 * not configured) with HTTP 200; anything else becomes a generic message
 * and is logged, never sent to the client.
 */
export class ApiError extends Error {
  /** Why, when the answer is "nothing to show" rather than a failure (envelope.ts). */
  reason?: FailureReason;

  constructor(
    message: string,
    readonly errors: FieldError[] = [],
    readonly status: 'E' | 'M' | 'NOTLOGIN' = 'E',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Refuses with a message about one field: the message, and the same message on that field. */
export function refuseField(message: string, field: string): never {
  throw new ApiError(message, [{ field, message }]);
}
