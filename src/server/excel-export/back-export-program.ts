import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import type { OrganizationPermits } from '../access/organization-permits';
import type { UserPermits } from '../access/user-permits';
import { actorFor } from '../auth/request-identity';
import type { UserDirectory } from '../auth/user-directory';
import type { Actor } from '../entities/entity-engine.types';
import type { FileStore } from '../files/storage/file-store';
import { ApiError } from '../http/api-error';
import type { JobProgram } from '../jobs/job-program';
import type { BackExports, BackExportToRun } from './back-exports';
import { exportFailureText, exportText } from './export-messages';
import { readExportRequest } from './export-request';
import { writeExportWorkbook } from './export-workbook';
import { prepareExport, type ExportDependencies } from './prepared-export';

const BackExportParameters = z.object({ exportId: z.number().int().positive() }).strict();
type BackExportParameters = z.infer<typeof BackExportParameters>;

/** What the request check needs before the engine exists (jobs/request-parameter-check.ts). */
export const BACK_EXPORT_PROGRAM = {
  code: 'backExportExcel',
  name: { cn: '后台导出Excel', en: 'Background Excel export' },
  parameters: BackExportParameters,
} as const;

export interface BackExportProgramDependencies extends ExportDependencies {
  catalog: EntityCatalog;
  exports: BackExports;
  files: FileStore;
  users: UserDirectory;
  permits: OrganizationPermits;
  userPermits: UserPermits;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The submitter as the engine sees him now: his scope and organisations as they are when the job runs. */
async function submitter(job: BackExportToRun, language: Language, requestId: number, dependencies: BackExportProgramDependencies): Promise<Actor> {
  const account = await dependencies.users.findById(job.userId);
  if (!account || !account.enabled) {
    throw new ApiError(exportText(language, 'submitterDisabled'));
  }
  return { ...actorFor(account, await dependencies.permits.forUser(account), 0, language, String(requestId)), permits: await dependencies.userPermits.forUser(account) };
}

/** Writes the export to the file store: the workbook streams into the store as it is written. */
async function writeFile(job: BackExportToRun, actor: Actor, body: Record<string, unknown>, dependencies: BackExportProgramDependencies) {
  const request = readExportRequest(body, dependencies.catalog, actor.language, body.customParams !== undefined);
  const prepared = await prepareExport(request, actor, dependencies);
  const storageKey = `exports/${job.userId}/${job.backExportId}-${randomBytes(8).toString('hex')}.xlsx`;
  const output = new PassThrough();
  const writing = writeExportWorkbook(output, prepared.layout, prepared.pages, prepared.meanings).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const [stored, written] = await Promise.all([dependencies.files.write(storageKey, output), writing]);
  return { storageKey, rowCount: written.rows, fileSize: stored.size };
}

/**
 * The background export (spec 000 §7): runs the export a user submitted with doBackExport, as that user,
 * into the file store, and records the outcome on the export record. The job platform runs a request
 * once; the record is claimed for its own request too, so a stray request cannot export it again.
 */
export function backExportProgram(dependencies: BackExportProgramDependencies): JobProgram<BackExportParameters> {
  return {
    ...BACK_EXPORT_PROGRAM,
    async run({ exportId }, { requestId, log }) {
      const job = await dependencies.exports.claim(exportId, requestId);
      if (!job) {
        return {
          cn: `后台导出${exportId}不属于此请求或已处理，未重复导出`,
          en: `Background export ${exportId} does not belong to this request or was already handled; nothing exported again`,
        };
      }
      let language: Language = 'CN';
      try {
        const body: unknown = JSON.parse(job.paramsValue);
        if (!isObject(body)) throw new Error('the stored export parameters are not an object');
        language = body.lan === 'EN' ? 'EN' : 'CN';
        const actor = await submitter(job, language, requestId, dependencies);
        const written = await writeFile(job, actor, body, dependencies);
        await dependencies.exports.finishDone(job.backExportId, written);
        log.info({ exportId, rows: written.rowCount, bytes: written.fileSize }, 'background export written');
        return { cn: exportText('CN', 'exportDone', { rows: written.rowCount }), en: exportText('EN', 'exportDone', { rows: written.rowCount }) };
      } catch (error) {
        await dependencies.exports.finishError(job.backExportId, exportFailureText(error, language));
        throw error;
      }
    },
  };
}
