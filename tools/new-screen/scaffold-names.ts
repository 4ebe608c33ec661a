import type { EntitySchema } from '../../src/shared/formats/entity-format';

/** The names a new pair of screens gets from its entity: routes, table configuration and menu code. */
export interface ScaffoldNames {
  /** The entity name without its service prefix, lower camel case: srmQualityIssue -> qualityIssue. */
  base: string;
  listRoute: string;
  editRoute: string;
  /** Keys the per-user column configuration of the list's table. */
  tableName: string;
  /** Upper snake case: QUALITY_ISSUE. */
  menuCode: string;
}

export function scaffoldNames(entity: EntitySchema): ScaffoldNames {
  const { name, service } = entity;
  const stripped = name.startsWith(service) && name.length > service.length ? name.slice(service.length) : name;
  const base = stripped.charAt(0).toLowerCase() + stripped.slice(1);
  return {
    base,
    listRoute: `${base}List`,
    editRoute: `${base}Edit`,
    tableName: `${base}Table`,
    menuCode: base.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase(),
  };
}
