import type { FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { AccessDirectory } from '../access/access-directory';
import { isEntityOperationAllowed } from '../access/entity-access-guard';
import type { ScreenCoverage } from '../access/screen-coverage';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { ExportRequest } from './export-request';

export interface ExportAccessOptions {
  catalog: EntityCatalog;
  directory: AccessDirectory;
  coverage: ScreenCoverage;
}

/** The screen buttons that run the export calls: the list's export, and its background export (doBackExport). */
export type ExportButton = 'export' | 'backExport';

/**
 * An export reads what the caller could read through the call it names: the same check as a call of
 * that listByPage (or aggregate) through the menu and responsibility of this call (entity-access-guard.ts),
 * with whole records (an entity the menu reaches only through a reference is never exported) and with the
 * resource code of the menu's button that runs it. Otherwise 403, as the guard answers the list itself.
 */
export async function assertExportAllowed(request: FastifyRequest, exportRequest: ExportRequest, options: ExportAccessOptions, button: ExportButton): Promise<void> {
  const access = { entity: exportRequest.entity.name, operation: exportRequest.operation, screenAction: button };
  if (!(await isEntityOperationAllowed(request, access, options.directory, options.coverage, options.catalog))) {
    throw new HttpRefusal(platformMessage('noPermission', requestLanguage(request)), 403);
  }
}
