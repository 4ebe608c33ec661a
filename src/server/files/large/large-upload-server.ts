import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Metadata, Server } from '@tus/server';
import { MAX_UPLOAD_BYTES } from '../../../../renderer/descriptors/attachment-limits';
import type { FileService } from '../file-service';
import { finishLargeUpload } from './finish-large-upload';
import { VerifiedTusStore } from './verified-tus-store';

/** An unfinished large upload can be resumed for a day; then tus forgets it and its bytes. */
const RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;

/** The Node request under tus's web request (srvx keeps it for its Node adapter). */
function nodeRequestOf(request: unknown): unknown {
  return (request as { runtime?: { node?: { req?: unknown } } }).runtime?.node?.req;
}

/** tus's server and its store, as the large-upload routes use them. */
export interface LargeUploadServer {
  tus: Server;
  store: VerifiedTusStore;
  /** Reads an Upload-Metadata header (throws on a malformed one). */
  parseMetadata(header: string | undefined): Record<string, string | null>;
}

/**
 * Makes the tus server behind `/api/largeFile/v1/largeFile/upload`. The routes import this module at the first
 * large-upload request (or the first sweep), not at start-up: @tus/server and its web-request adapter take
 * about 60 ms to load. `checkedCreations` holds, by creating request, the metadata the route's checks made:
 * an upload keeps that, never the client's own.
 */
export function largeUploadServer(options: { service: FileService; dataDir: string; checkedCreations: WeakMap<IncomingMessage, Record<string, string>> }): LargeUploadServer {
  const store = new VerifiedTusStore({ directory: join(options.dataDir, 'large-uploads'), expirationPeriodInMilliseconds: RESUMABLE_FOR_MS });
  const tus = new Server({
    path: '/api/largeFile/v1/largeFile/upload',
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    onUploadCreate: async (request) => {
      const checked = options.checkedCreations.get(nodeRequestOf(request) as IncomingMessage);
      if (!checked) throw { status_code: 403, body: 'Forbidden\n' };
      return { metadata: checked };
    },
    onUploadFinish: async (_request, upload) => finishLargeUpload(options.service, store, upload),
  });
  return { tus, store, parseMetadata: (header) => Metadata.parse(header) };
}
