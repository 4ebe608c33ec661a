import { PARENT_FILTER_PREFIX } from '../../../../src/shared/api/search-params';
import type { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../../src/shared/formats/common';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import type { FieldMapping } from '../../../../src/shared/formats/expression';
import { lineGridTableName } from '../../../../src/shared/column-settings/grid-table-name';
import { TableConfig } from '../../../descriptors/table.schema';
import type { SearchField } from '../../../descriptors/form-field.schema';
import { parseReferenceFilter, type FilterParam } from '../../../fields/reference-filter';
import { rendererMessagesCn } from '../../../i18n/renderer-messages-cn';
import { rendererMessagesEn } from '../../../i18n/renderer-messages-en';
import { parseTableModel, type TableModel } from '../../../tables/table-model';
import type { SearchFieldModel } from '../../list-screen/list-model';
import type { LinePick } from './line-pick.schema';
import { searchFieldModel } from '../../list-screen/search-field-model';

/** Rows a page of the pick dialog: enough to choose from without scrolling the dialog. */
export const PICK_PAGE_SIZE = 10;
const PICK_TABLE_HEIGHT = 320;

/** A line grid's "add from source" dialog, parsed once against the source entity and the screen's. */
export interface PickModel {
  label: LocalizedText;
  title: LocalizedText;
  entity: EntitySchema;
  search: SearchFieldModel[];
  /** The dialog's table over the source's listByPage (the fixed parameters are added when it opens). */
  table: TableModel;
  /** The fixed listByPage parameters, evaluated on the current record (the header). */
  params: FilterParam[];
  map: FieldMapping;
  key?: { source: string; line: string };
  resource?: string;
}

/** A search field of the source entity, or with `parent.` of the source's header (a line entity's order). */
function pickSearchField(field: SearchField, source: EntitySchema, catalog: EntityCatalog): SearchFieldModel {
  const onHeader = field.field.startsWith(PARENT_FILTER_PREFIX);
  const owner = onHeader ? catalog.parentOf(source.name)?.header : source;
  if (!owner) throw new Error(`pick search field ${field.field}: ${source.name} is not a line entity, so it has no parent. fields`);
  return searchFieldModel(field.field, field, owner, catalog);
}

/** Parses a line grid's `pick`: the source entity, its search fields and columns, the parameters read on `header`. */
export function parsePick(pick: LinePick, grid: { route: string; lines: string }, header: EntitySchema, catalog: EntityCatalog): PickModel {
  if (!catalog.has(pick.entity)) throw new Error(`line grid ${grid.lines}: pick entity ${pick.entity} is not loaded`);
  const source = catalog.get(pick.entity);
  const keyField = pick.key?.source ?? source.primaryKey;
  const config = TableConfig.parse({
    name: `${lineGridTableName(grid.route, grid.lines)}:pick`,
    type: 'panel',
    pageSize: PICK_PAGE_SIZE,
    height: PICK_TABLE_HEIGHT,
    selection: true,
    showIndex: true,
    pageSelection: { keyFields: [keyField] },
  });
  const table = parseTableModel(config, pick.columns, {
    entity: source,
    catalog,
    where: `pick of line grid ${grid.lines}`,
    primaryKey: source.primaryKey,
    defaultApi: { service: source.service, resource: `${source.name}Restful`, operation: 'listByPage' },
  });
  const label = pick.label ?? { cn: rendererMessagesCn.pick.addFrom, en: rendererMessagesEn.pick.addFrom };
  const search = pick.search.map((field) => pickSearchField(field, source, catalog));
  const ids = new Set(search.map((field) => field.id));
  if (ids.size !== search.length) throw new Error(`line grid ${grid.lines}: a pick search field appears twice`);
  return {
    label,
    title: pick.title ?? label,
    entity: source,
    search,
    table,
    params: parseReferenceFilter(pick.params, header, catalog),
    map: pick.map,
    key: pick.key,
    resource: pick.resource,
  };
}
