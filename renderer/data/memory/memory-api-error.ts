import type { FieldError } from '../../../src/shared/api/envelope';

/** A refusal answered as status E, with field errors when input was at fault. */
export class MemoryApiError extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}
