import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { ApiError, refuseField } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import type { DataSources } from '../datasources/data-sources';
import { entityOf, generateCode, MENUS_FILE, writeGeneratedCode, type GeneratedCode } from './generate-code';
import { proposeFields } from './propose-fields';

export const GENERATION_ENTITY = 'devCodeGeneration';
const GENERATION_TABLE = 'dev_code_generations';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface CodeGeneratorOptions {
  engine: EntityEngine;
  database: SqlDatabase;
  catalog: EntityCatalog;
  sources: DataSources;
  /** The repository the server reads its schemas, screens and menus from. */
  root: string;
  /** Routes that have a screen. */
  routes: ReadonlySet<string>;
  /** A development server writes generated files into the repository (DEV_CODE_WRITE); production never. */
  writeEnabled: boolean;
}

function lookupTypesOf(root: string): Set<string> {
  const seed = JSON.parse(readFileSync(join(root, 'seed/system/lookups.json'), 'utf8')) as { types?: { lookupType: string }[] };
  return new Set((seed.types ?? []).map((type) => type.lookupType));
}

async function markStatus(database: SqlDatabase, id: number, status: string, files?: string): Promise<void> {
  await database.db
    .updateTable(GENERATION_TABLE)
    .set({ status, ...(files !== undefined && { generatedFiles: files }) })
    .where('generationId', '=', id)
    .execute();
}

/**
 * The code generator (devtoolsGeneratorCode): read a table of the platform's database or of a data source
 * into a proposal the administrator reviews (doProposeFields), then the entity schema, its list and edit
 * screens and menu as a zip (doDownloadCode) or, on a development server, written into the project
 * (doWriteProject), checked by the project's validator.
 */
export function codeGeneratorHandlers(options: CodeGeneratorOptions): Map<string, Handler> {
  const { engine, database, catalog, sources, root } = options;
  const context = (request: FastifyRequest) => {
    const language = requestLanguage(request);
    return { language, actor: actorOf(requireIdentity(request), language, String(request.id)), id: new EntityRequestBody(request.body, language).id() };
  };
  const build = async (id: number, actor: Actor, language: Language): Promise<{ record: EntityRecord; code: GeneratedCode }> => {
    const record = await engine.findById(GENERATION_ENTITY, id, actor);
    const lines = (record.fields as EntityRecord[] | undefined) ?? [];
    const entity = entityOf(record, lines, catalog, lookupTypesOf(root), language);
    const code = generateCode(root, entity, catalog, options.routes, String(record.screenArea || 'generated'), String(record.parentMenuCode || 'ADMIN_DEVTOOLS'), language);
    return { record, code };
  };

  const propose: Handler = async (request) => {
    const { language, actor, id } = context(request);
    const record = await engine.findById(GENERATION_ENTITY, id, actor);
    const table = String(record.tableName ?? '').trim();
    const dataSourceId = record.dataSourceId === null || record.dataSourceId === undefined || record.dataSourceId === '' ? null : Number(record.dataSourceId);
    const reader = await sources.reader(dataSourceId, actor);
    let proposal;
    try {
      const columns = await reader.listColumns(table);
      if (columns.length === 0) refuseField(language === 'EN' ? `Table ${table} does not exist in this database, or has no columns` : `此数据库中没有表 ${table}，或它没有字段`, 'tableName');
      const comment = (await reader.listTables()).find((candidate) => candidate.tableName === table)?.tableComment ?? null;
      proposal = proposeFields(table, comment, columns, catalog, lookupTypesOf(root), String(record.entityService || 'srm'));
    } finally {
      await reader.close();
    }
    const keep = (key: string, proposed: unknown) => (record[key] === null || record[key] === undefined || record[key] === '' ? proposed : record[key]);
    const saved = await engine.saveOrUpdate(
      GENERATION_ENTITY,
      {
        ...record,
        entityName: keep('entityName', proposal.header.entityName),
        labelCn: keep('labelCn', proposal.header.labelCn),
        labelEn: keep('labelEn', proposal.header.labelEn),
        primaryKeyName: proposal.header.primaryKeyName,
        displayFieldName: proposal.header.displayFieldName,
        codeFieldName: proposal.header.codeFieldName,
        fields: proposal.fields.map((field, index) => ({ ...field, lineNumber: index + 1 })),
      },
      actor,
    );
    await markStatus(database, id, 'PROPOSED');
    const count = proposal.fields.filter((field) => field.includeFlag === 'Y').length;
    return success(
      { ...saved, status: 'PROPOSED' },
      language === 'EN' ? `Read ${proposal.fields.length} columns of ${table}: ${count} fields proposed; review them, save, then download or write the code` : `已读取表 ${table} 的 ${proposal.fields.length} 个字段，建议生成 ${count} 个；请检查并保存后下载或写入代码`,
    );
  };

  const download: Handler = async (request, reply) => {
    const { language, actor, id } = context(request);
    const { code } = await build(id, actor, language);
    await markStatus(database, id, 'GENERATED', [...code.files.map((file) => file.path), MENUS_FILE].join('\n'));
    // At first use, as for file downloads: archiver and its file-matching packages are not loaded at start.
    const { ZipArchive } = await import('archiver');
    const zip = new ZipArchive();
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise<void>((resolve, reject) => {
      zip.on('end', resolve);
      zip.on('error', reject);
    });
    for (const file of code.files) zip.append(file.text, { name: file.path });
    zip.append(code.menusText, { name: MENUS_FILE });
    zip.append(
      [
        `${code.entityName}: ${code.files.map((file) => file.path).join(', ')}`,
        `menu ${code.menuCode} opens ${code.listRoute}; its rows open ${code.editRoute}.`,
        'Unzip at the root of the project (seed/system/menus.json is the current one with the new menu added), run `npm run validate`, then restart the server: it creates the table.',
        '',
      ].join('\n'),
      { name: 'README.txt' },
    );
    await zip.finalize();
    await finished;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', `${code.entityName}.zip`))
      .header('cache-control', 'no-store')
      .send(Buffer.concat(chunks));
  };

  const write: Handler = async (request) => {
    const { language, actor, id } = context(request);
    if (!options.writeEnabled) {
      throw new ApiError(
        language === 'EN'
          ? 'Writing into the project is for a development server only (DEV_CODE_WRITE=true); download the code instead'
          : '仅开发服务器（DEV_CODE_WRITE=true）可写入项目；请改用下载代码',
      );
    }
    const { code } = await build(id, actor, language);
    const files = writeGeneratedCode(root, code, language);
    await markStatus(database, id, 'WRITTEN', files.join('\n'));
    return success(
      { files, listRoute: code.listRoute, editRoute: code.editRoute, menuCode: code.menuCode },
      language === 'EN'
        ? `Wrote ${files.join(', ')}; they pass the validator. Restart the development server (it creates the table), then open ${code.listRoute}`
        : `已写入 ${files.join('、')}，校验通过。重启开发服务器（创建数据表）后打开 ${code.listRoute}`,
    );
  };

  return new Map<string, Handler>([
    [`${GENERATION_ENTITY}.doProposeFields`, propose],
    [`${GENERATION_ENTITY}.doDownloadCode`, download],
    [`${GENERATION_ENTITY}.doWriteProject`, write],
  ]);
}
