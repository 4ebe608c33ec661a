import type { FileTransfer } from '../../../renderer/data/file-transfer';
import { createHttpFileTransfer } from '../../../renderer/data/http-file-transfer';
import { appHttpOptions } from './app-data-adapter';
import type { AppStore } from './app-store';

/**
 * The shell's file transfer (uploads, downloads, exports), signed like the data adapter. A module of its own:
 * the main frame uses it, and the login page's first download does without its code.
 */
export function createAppFileTransfer(store: AppStore, fetchImpl?: typeof fetch): FileTransfer {
  return createHttpFileTransfer(appHttpOptions(store, fetchImpl));
}
