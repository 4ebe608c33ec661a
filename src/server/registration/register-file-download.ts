import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { requestLanguage } from '../http/request-language';
import type { RegisterFiles } from './register-files';
import { registrationMessage } from './registration-messages';

function positiveId(body: unknown, key: string): number | null {
  const value = typeof body === 'object' && body !== null ? Number((body as Record<string, unknown>)[key]) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The licence and identity card of a submitted registration, for the buyer who reviews it: the route declares
 * the registration's read access, so only a menu that covers the approval screen reaches it. Served as a
 * download that the browser never runs or sniffs.
 */
export async function registerFileDownloadRoute(app: FastifyInstance, { files }: { files: RegisterFiles }): Promise<void> {
  app.post(
    '/v1/supplierRegisterRestful/downloadRegisterFile',
    { config: { access: { entity: 'srmSupplierRegister', operation: 'findById' } } },
    async (request, reply) => {
      const registerId = positiveId(request.body, 'registerId');
      const registerFileId = positiveId(request.body, 'registerFileId');
      const found = registerId && registerFileId ? await files.readOfRegistration(registerId, registerFileId) : null;
      if (!found) throw new ApiError(registrationMessage('fileNotFound', requestLanguage(request)));
      return reply
        .header('Content-Type', found.file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', found.file.fileName))
        .header('Content-Security-Policy', 'sandbox')
        .header('X-Content-Type-Options', 'nosniff')
        .send(found.bytes);
    },
  );
}
