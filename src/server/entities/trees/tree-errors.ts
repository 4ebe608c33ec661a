import type { Language } from '../../../shared/formats/common';
import { treeMessage, TreeRefusal } from '../../../shared/tree/tree-messages';
import { ApiError } from '../../http/api-error';

/** A tree refusal as the API answers it: status E, the message in the caller's language, the field it concerns. */
export function treeError(language: Language, refusal: TreeRefusal): ApiError {
  const message = treeMessage(language, refusal.key, refusal.args);
  return new ApiError(message, refusal.field ? [{ field: refusal.field, message }] : []);
}

/** Runs the reading of a request body, turning bad input into status E naming the field. */
export function readTreeInput<T>(language: Language, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof TreeRefusal) throw treeError(language, error);
    throw error;
  }
}
