import type { ParsedFilter } from '../../shared/api/search-params';
import type { Language } from '../../shared/formats/common';
import type { EntityRecord } from '../entities/entity-engine.types';
import { refuseField } from '../http/api-error';
import type { SqlDatabase } from '../sql-database';
import type { ProviderCall, ProviderPage, ServiceEntityProvider } from '../services/service-entity-provider';
import { unsupportedFilter, type ServiceListRequest } from '../services/service-list-request';
import type { DataSources } from './data-sources';
import { countRows } from './own-database';

/** The tables and columns of the platform's database or of a data source (databaseList, databaseDetail). */
export const INFORMATION_SCHEMA_ENTITY = 'informationSchema';

interface Criteria {
  dataSourceId: number | null;
  tableName: string | null;
  tableLike: string | null;
  columnLike: string | null;
}

function criteriaOf(filters: readonly ParsedFilter[], language: Language): Criteria {
  const criteria: Criteria = { dataSourceId: null, tableName: null, tableLike: null, columnLike: null };
  for (const filter of filters) {
    const text = filter.value === null || filter.value === undefined ? '' : String(filter.value).trim();
    if (filter.field === 'dataSourceId' && filter.op === 'eq') {
      if (text === '') continue;
      const id = Number(text);
      if (!Number.isInteger(id)) refuseField(language === 'EN' ? 'Choose a data source from the list' : '请从列表中选择数据源', 'dataSourceId');
      criteria.dataSourceId = id;
    } else if (filter.field === 'tableName' && filter.op === 'eq') criteria.tableName = text || null;
    else if (filter.field === 'tableName' && filter.op === 'like') criteria.tableLike = text.toLowerCase() || null;
    else if (filter.field === 'columnName' && (filter.op === 'like' || filter.op === 'eq')) criteria.columnLike = text.toLowerCase() || null;
    else throw unsupportedFilter(filter, language);
  }
  return criteria;
}

function pageOf(rows: EntityRecord[], request: ServiceListRequest): ProviderPage {
  const start = (request.pageIndex - 1) * request.pageRows;
  return {
    rows: rows.slice(start, start + request.pageRows),
    page: { count: rows.length, curIndex: request.pageIndex, pageSize: request.pageRows, pagesCount: Math.ceil(rows.length / request.pageRows) },
  };
}

/** `<data source id or 0>:<table>` and, for a column, `.<column>`: a key findById reads back. */
function keyOf(dataSourceId: number | null, table: string, column?: string): string {
  return `${dataSourceId ?? 0}:${table}${column === undefined ? '' : `.${column}`}`;
}

export function createInformationSchemaProvider(sources: DataSources, database: SqlDatabase): ServiceEntityProvider {
  const listTables = async (request: ServiceListRequest, { actor }: ProviderCall): Promise<ProviderPage> => {
    const criteria = criteriaOf(request.filters, actor.language);
    const reader = await sources.reader(criteria.dataSourceId, actor);
    try {
      const tables = (await reader.listTables()).filter(
        (table) => (criteria.tableName === null || table.tableName === criteria.tableName) && (criteria.tableLike === null || table.tableName.toLowerCase().includes(criteria.tableLike) || (table.tableComment ?? '').toLowerCase().includes(criteria.tableLike)),
      );
      // By name unless the list asks for its rows or names in another order.
      if (request.sort.field === 'rowEstimate') tables.sort((a, b) => (a.rowEstimate ?? 0) - (b.rowEstimate ?? 0));
      if ((request.sort.field === 'rowEstimate' || request.sort.field === 'tableName') && request.sort.direction === 'desc') tables.reverse();
      const page = pageOf(
        tables.map((table) => ({ objectKey: keyOf(criteria.dataSourceId, table.tableName), dataSourceId: criteria.dataSourceId, tableName: table.tableName, tableComment: table.tableComment, rowEstimate: table.rowEstimate })),
        request,
      );
      // SQLite keeps no estimate: the page's own tables are counted.
      if (criteria.dataSourceId === null && database.dialect === 'sqlite') {
        for (const row of page.rows) row.rowEstimate = await countRows(database, String(row.tableName));
      }
      return page;
    } finally {
      await reader.close();
    }
  };
  const listColumns = async (request: ServiceListRequest, { actor }: ProviderCall): Promise<ProviderPage> => {
    const criteria = criteriaOf(request.filters, actor.language);
    if (criteria.tableName === null) refuseField(actor.language === 'EN' ? 'Choose the table whose columns to list' : '请选择要查看字段的表', 'tableName');
    const table = criteria.tableName;
    const reader = await sources.reader(criteria.dataSourceId, actor);
    try {
      const columns = await reader.listColumns(table);
      if (columns.length === 0 && !(await reader.listTables()).some((candidate) => candidate.tableName === table)) {
        refuseField(actor.language === 'EN' ? `Table ${table} does not exist in this database` : `此数据库中没有表 ${table}`, 'tableName');
      }
      const rows = columns
        .filter((column) => criteria.columnLike === null || column.columnName.toLowerCase().includes(criteria.columnLike) || (column.columnComment ?? '').toLowerCase().includes(criteria.columnLike))
        .map((column) => ({
          objectKey: keyOf(criteria.dataSourceId, table, column.columnName),
          dataSourceId: criteria.dataSourceId,
          tableName: table,
          columnName: column.columnName,
          ordinalPosition: column.ordinalPosition,
          dataType: column.dataType,
          nullableFlag: column.nullable ? 'Y' : 'N',
          columnDefault: column.columnDefault,
          columnComment: column.columnComment,
          columnKey: column.columnKey,
        }));
      return pageOf(rows, request);
    } finally {
      await reader.close();
    }
  };
  return { listByPage: listTables, lists: { listTableByPage: listTables, listColumnByPage: listColumns } };
}
