import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { formatDateTime } from '../entities/engine-clock';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { SecretBox } from '../secrets/secret-box';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { classifyError, dataSourceMessage, DataSourceError, openExternalReader, type CatalogReader, type DataSourceConnection, type TestResultCode } from './external-database';
import { ownDatabaseReader } from './own-database';

export const DATA_SOURCE_ENTITY = 'baseDataSource';
const DATA_SOURCE_TABLE = 'base_data_sources';

/** The field a failed connection points at, so the form marks what to change. */
const FIELD_OF: Partial<Record<TestResultCode, string>> = {
  REFUSED: 'port',
  UNKNOWN_HOST: 'host',
  TIMEOUT: 'host',
  AUTH_FAILED: 'password',
  NO_DATABASE: 'databaseName',
};

/** The data sources of 数据源 (baseDataSource): their connections, with the password opened from its sealed column. */
export class DataSources {
  constructor(
    private readonly database: SqlDatabase,
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
    private readonly secrets: SecretBox,
  ) {}

  /** The connection of a data source the actor may read (a missing one answers like any missing record). */
  async connection(id: number, actor: Actor): Promise<{ record: Record<string, unknown>; connection: DataSourceConnection }> {
    const record = await this.engine.findById(DATA_SOURCE_ENTITY, id, actor);
    const row = await this.database.db.selectFrom(DATA_SOURCE_TABLE).select(['password']).where('dataSourceId', '=', id).executeTakeFirst();
    const sealed = row?.password;
    let password: string | null = null;
    if (typeof sealed === 'string' && sealed !== '') {
      try {
        password = this.secrets.open(sealed);
      } catch {
        throw new ApiError(
          actor.language === 'EN'
            ? 'The stored password does not open with this server\'s secret key (SECRET_KEY changed?): enter the password again and save'
            : '已保存的密码无法用本服务器的密钥解开（SECRET_KEY 是否变更？）：请重新输入密码并保存',
          [{ field: 'password', message: actor.language === 'EN' ? 'Enter the password again' : '请重新输入密码' }],
        );
      }
    }
    return {
      record,
      connection: {
        dbType: record.dbType === 'MYSQL' ? 'MYSQL' : 'POSTGRESQL',
        host: String(record.host),
        port: Number(record.port),
        database: String(record.databaseName),
        schema: record.schemaName ? String(record.schemaName) : null,
        user: String(record.username),
        password,
        ssl: record.sslFlag === 'Y',
        timeoutSeconds: Number(record.connectTimeoutSeconds ?? 5) || 5,
      },
    };
  }

  /**
   * A catalogue reader of the data source, or of the platform's own database when none is given. A data
   * source that cannot be reached is refused with the test's sentence (status E), never a 500.
   */
  async reader(dataSourceId: number | null, actor: Actor): Promise<CatalogReader> {
    if (dataSourceId === null) return ownDatabaseReader(this.database, this.catalog, actor.language);
    const { record, connection } = await this.connection(dataSourceId, actor);
    if (record.enabledFlag !== 'Y') {
      throw new ApiError(actor.language === 'EN' ? `Data source ${String(record.sourceCode)} is disabled` : `数据源 ${String(record.sourceCode)} 已停用`, [{ field: 'dataSourceId', message: actor.language === 'EN' ? 'disabled' : '已停用' }]);
    }
    try {
      return await openExternalReader(connection);
    } catch (error) {
      const code = classifyError(error);
      throw new ApiError(dataSourceMessage(code, actor.language, connection, error instanceof Error ? error.message : ''), [{ field: 'dataSourceId', message: dataSourceMessage(code, actor.language, connection, '') }]);
    }
  }

  /** Connects, asks the version, and keeps the result on the record (last test result, message, time). */
  async test(id: number, actor: Actor): Promise<{ code: TestResultCode; message: string }> {
    const { connection } = await this.connection(id, actor);
    let code: TestResultCode = 'OK';
    let message: string;
    try {
      const reader = await openExternalReader(connection);
      try {
        message = dataSourceMessage('OK', actor.language, connection, await reader.version());
      } finally {
        await reader.close();
      }
    } catch (error) {
      code = classifyError(error);
      message = dataSourceMessage(code, actor.language, connection, error instanceof Error ? error.message : String(error));
    }
    await this.database.db
      .updateTable(DATA_SOURCE_TABLE)
      .set({ lastTestResult: code, lastTestMessage: message.slice(0, 500), lastTestDate: formatDateTime(new Date()) })
      .where('dataSourceId', '=', id)
      .execute();
    return { code, message };
  }
}

function messageField(code: TestResultCode, language: Language): { field: string; message: string }[] {
  const field = FIELD_OF[code];
  if (!field) return [];
  return [{ field, message: language === 'EN' ? 'check this value' : '请检查此项' }];
}

/** doTestConnection {id}: answers "连接成功：PostgreSQL 16…" or, as status E, what failed and which field to check. */
export function dataSourceCommandHandlers(sources: DataSources) {
  const testConnection = async (request: FastifyRequest, _reply: FastifyReply) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const { code, message } = await sources.test(new EntityRequestBody(request.body, language).id(), actor);
    if (code !== 'OK') throw new ApiError(message, messageField(code, language));
    return success({ result: code }, message);
  };
  return new Map<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>([[`${DATA_SOURCE_ENTITY}.doTestConnection`, testConnection]]);
}

export { DataSourceError };
