import type { FailureReason, FieldError } from '../../../src/shared/api/envelope';

/** A refusal answered as status E, with field errors when input was at fault. */
export class MemoryApiError extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
    /** As the server's: a missing or unreachable record is "not found", not a failure. */
    readonly reason?: FailureReason,
  ) {
    super(message);
  }
}
