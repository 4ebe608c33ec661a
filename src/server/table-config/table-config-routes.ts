import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TableConfigAnswer } from '../../shared/column-settings/column-settings-format';
import { MAX_TABLE_NAME_LENGTH } from '../../shared/column-settings/column-settings-limits';
import { keepKnownColumns } from '../../shared/column-settings/known-columns';
import { columnSettingsMessage } from '../../shared/column-settings/column-settings-messages';
import { parseColumnSettings } from '../../shared/column-settings/column-settings-problems';
import type { Language } from '../../shared/formats/common';
import { requireIdentity } from '../auth/request-identity';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { SqlDatabase } from '../sql-database';
import type { GridColumns } from './grid-columns';
import { UserTableConfigs } from './user-table-configs';

export interface TableConfigRouteOptions {
  database: SqlDatabase;
  grids: GridColumns;
}

const RESOURCE = '/v1/baseUserTableConfigRestful';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/** The grid the body names, which must be one of the screens' grids; answers its name and column keys. */
function namedGrid(body: Record<string, unknown>, grids: GridColumns, language: Language): { name: string; columns: ReadonlySet<string> } {
  const name = typeof body.tableName === 'string' ? body.tableName.trim() : '';
  if (name === '' || name.length > MAX_TABLE_NAME_LENGTH) {
    const message = columnSettingsMessage('tableNameRequired', language);
    throw new ApiError(message, [{ field: 'tableName', message }]);
  }
  const columns = grids.get(name);
  if (!columns) {
    const message = columnSettingsMessage('unknownTable', language, { name });
    throw new ApiError(message, [{ field: 'tableName', message }]);
  }
  return { name, columns };
}

/**
 * The caller's own column configuration of a grid (spec 000 §2, "per-user column configuration"):
 * find, save and reset under /api/base/v1/baseUserTableConfigRestful. Any signed-in user, supplier
 * users included; the user is always the session's, never a value of the body.
 */
export async function tableConfigRoutes(app: FastifyInstance, { database, grids }: TableConfigRouteOptions): Promise<void> {
  const configs = new UserTableConfigs(database);
  const route = { config: { access: 'login' as const }, schema: { response: envelopeResponses('record') } };

  app.post(`${RESOURCE}/find`, route, async (request) => {
    const language = requestLanguage(request);
    const { name } = namedGrid(bodyOf(request), grids, language);
    const stored = await configs.find(requireIdentity(request).user.userId, name);
    const answer: TableConfigAnswer = { tableName: name, settings: stored?.settings ?? null, versionNum: stored?.versionNum ?? null };
    return success(answer, platformMessage('queryOk', language));
  });

  app.post(`${RESOURCE}/save`, route, async (request) => {
    const language = requestLanguage(request);
    const body = bodyOf(request);
    const { name, columns } = namedGrid(body, grids, language);
    if (body.settings === undefined || body.settings === null) {
      const message = columnSettingsMessage('settingsRequired', language);
      throw new ApiError(message, [{ field: 'settings', message }]);
    }
    const parsed = parseColumnSettings(body.settings, 'settings', language);
    if (!parsed.ok) throw new ApiError(parsed.errors[0].message, parsed.errors);
    const settings = keepKnownColumns(parsed.settings, columns);
    const versionNum = await configs.save(requireIdentity(request).user.userId, name, settings);
    const answer: TableConfigAnswer = { tableName: name, settings, versionNum };
    return success(answer, platformMessage('saved', language));
  });

  app.post(`${RESOURCE}/reset`, route, async (request) => {
    const language = requestLanguage(request);
    const { name } = namedGrid(bodyOf(request), grids, language);
    await configs.reset(requireIdentity(request).user.userId, name);
    const answer: TableConfigAnswer = { tableName: name, settings: null, versionNum: null };
    return success(answer, columnSettingsMessage('resetDone', language));
  });
}
