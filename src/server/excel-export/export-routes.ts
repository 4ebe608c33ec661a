import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { paramsOf, XLSX_TYPE } from '../excel-import/import-answers';
import { envelopeResponses } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { assertExportAllowed, type ExportAccessOptions } from './export-access';
import { readExportRequest } from './export-request';
import { writeExportWorkbook } from './export-workbook';
import { prepareExport, type ExportDependencies } from './prepared-export';
import { contentDisposition } from '../http/content-disposition';

export type ExportRouteOptions = ExportAccessOptions & ExportDependencies;

const EXCEL = '/export/v1/exportExcelRestful';

/**
 * The export calls (spec 000 §7, docs/api.md "Export"), under /api: exportExcel and customExportExcel
 * read the list the call names with the caller's own permissions and scope, and stream the workbook
 * while they read. Whatever is wrong before the first byte (parameters, permission, the list's own
 * filters) is answered as a JSON envelope with status E; a failure while streaming breaks the download
 * and is logged.
 */
export async function exportRoutes(app: FastifyInstance, options: ExportRouteOptions): Promise<void> {
  const fileRoute = { config: { access: 'login' as const }, schema: { response: envelopeResponses('any') } };

  const exportExcel = (custom: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const exportRequest = readExportRequest(paramsOf(request.body), options.catalog, language, custom);
    await assertExportAllowed(request, exportRequest, options, 'export');
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const prepared = await prepareExport(exportRequest, actor, options);
    const output = new PassThrough();
    writeExportWorkbook(output, prepared.layout, prepared.pages, prepared.meanings).then(
      (written) => request.log.info({ entity: exportRequest.entity.name, ...written }, 'export written'),
      (error: unknown) => {
        request.log.error({ err: error, entity: exportRequest.entity.name }, 'export failed while streaming');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', prepared.fileName))
      .header('content-security-policy', 'sandbox')
      .send(output);
  };

  app.post(`${EXCEL}/exportExcel`, fileRoute, exportExcel(false));
  app.post(`${EXCEL}/customExportExcel`, fileRoute, exportExcel(true));
}
