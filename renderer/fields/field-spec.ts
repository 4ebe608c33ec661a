import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { AUDIT_FIELD_LABELS } from '../../src/shared/entity/audit-field-labels';
import { AUDIT_FIELDS, FLEX_FIELDS } from '../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntityField, EntitySchema } from '../../src/shared/formats/entity-format';
import { isServerSetField } from '../../src/shared/validation/validate-record';
import { resolveAttachmentRules, type AttachmentRules } from '../attachments/attachment-rules';
import { ScreenConfigError } from '../loading/screen-config-error';
import { parseReferenceFilter, type FilterParam } from './reference-filter';
import type { AttachmentConfig } from '../descriptors/attachment-config.schema';
import type { DateFormat, EditType } from '../descriptors/column.schema';

export type EditorKind = EditType | 'datetime';

/** How a reference select finds and labels records of the referenced entity. */
export interface ReferenceSpec {
  entity: EntitySchema;
  /** Row keys filled from the chosen record: row key -> field of the referenced record. */
  display: Record<string, string>;
  /** Row key holding the referenced record's display field (e.g. supplierName), if the ref keeps it. */
  nameKey?: string;
  /** Row key holding the referenced record's code field (e.g. supplierNumber), if the ref keeps it. */
  codeKey?: string;
  /** Further fields of the referenced record each option shows (the generic select's several fields). */
  optionFields: string[];
  /** `ref.filter`: cascading choice, only referenced records matching these list parameters. */
  filter: FilterParam[];
  /** `ref.fill`: fields of this record set from the picked record: this record's field -> referenced field. */
  fill: Record<string, string>;
  /** `ref.defaultWhere`: the values of the referenced record taken by default once the filter's values change. */
  defaultWhere?: Record<string, string | number>;
}

/** One field of a screen with every rule its editor and display need, resolved once at parse time. */
export interface FieldSpec {
  name: string;
  label: LocalizedText;
  kind: EditorKind;
  /** The entity field; undefined for audit fields, flexfields and display keys. */
  field?: EntityField;
  lookupType?: string;
  reference?: ReferenceSpec;
  precision?: number;
  min?: number;
  max?: number;
  step?: number;
  integer: boolean;
  dateFormat: DateFormat;
  /** Set by the server (readOnly, computed, autoNumber, audit): shown, never edited. */
  serverSet: boolean;
  required: boolean;
  /** Attachment fields: the widget's rules (spec 000 §5, §9). */
  attachment?: AttachmentRules;
}

export interface FieldOverrides {
  label?: LocalizedText;
  editType?: EditType;
  lookupType?: string;
  precision?: number;
  min?: number;
  max?: number;
  step?: number;
  format?: DateFormat;
  attachment?: AttachmentConfig;
  optionFields?: string[];
}

function isAuditField(name: string): name is (typeof AUDIT_FIELDS)[number] {
  return (AUDIT_FIELDS as readonly string[]).includes(name);
}

function defaultKind(field: EntityField): EditorKind {
  if (field.ref) return 'reference';
  if (field.lookup) return 'lookup';
  switch (field.type) {
    case 'flag':
      return 'flag';
    case 'integer':
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'text':
      return 'textarea';
    case 'html':
      return 'html';
    case 'attachment':
      return 'attachment';
    default:
      return 'text';
  }
}

function referenceSpec(
  owner: EntitySchema,
  field: EntityField,
  catalog: EntityCatalog,
  optionFields: string[] = [],
): ReferenceSpec | undefined {
  if (!field.ref) return undefined;
  const entity = catalog.get(field.ref.entity);
  for (const name of optionFields) {
    if (!entity.fields.some((candidate) => candidate.name === name)) {
      throw new Error(`optionFields of ${field.name}: "${name}" is not a field of ${entity.name}`);
    }
  }
  const display = field.ref.display ?? {};
  const keyFor = (source: string | undefined) =>
    source ? Object.keys(display).find((key) => display[key] === source) : undefined;
  return {
    entity,
    display,
    nameKey: keyFor(entity.displayField),
    codeKey: keyFor(entity.codeField),
    optionFields,
    filter: parseReferenceFilter(field.ref.filter, owner, catalog),
    fill: field.ref.fill ?? {},
    defaultWhere: field.ref.defaultWhere,
  };
}

/** Keys a row may carry that are not declared fields: the key, audit, flexfields, reference display keys. */
function undeclaredSpec(entity: EntitySchema, name: string, overrides: FieldOverrides): FieldSpec {
  const audit = isAuditField(name);
  const isDateTime = name === 'creationDate' || name === 'lastUpdateDate';
  const isInteger = audit ? !isDateTime : name === entity.primaryKey;
  const known =
    audit || name === entity.primaryKey || (entity.flexfields && (FLEX_FIELDS as readonly string[]).includes(name));
  const label = overrides.label ?? (audit ? AUDIT_FIELD_LABELS[name] : undefined);
  if (!label) {
    throw new Error(
      `"${name}" is not a field of entity ${entity.name}${known ? '' : ' nor one of its display keys'}; give it a title`,
    );
  }
  return {
    name,
    label,
    kind: overrides.editType ?? (overrides.lookupType ? 'lookup' : isDateTime ? 'datetime' : isInteger ? 'number' : 'text'),
    lookupType: overrides.lookupType,
    precision: overrides.precision ?? (isInteger ? 0 : undefined),
    min: overrides.min,
    max: overrides.max,
    step: overrides.step,
    integer: isInteger,
    dateFormat: overrides.format ?? (isDateTime ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd'),
    serverSet: audit || name === entity.primaryKey,
    required: false,
  };
}

/**
 * Resolves a field of a screen from the entity schema and the descriptor's overrides: the editor kind
 * (descriptor editType, else lookup / reference / field type), number rules, date format, lookup type.
 */
export function resolveFieldSpec(
  entity: EntitySchema,
  catalog: EntityCatalog,
  name: string,
  overrides: FieldOverrides = {},
): FieldSpec {
  const field = entity.fields.find((candidate) => candidate.name === name);
  if (!field) return undeclaredSpec(entity, name, overrides);
  const integer = field.type === 'integer';
  const lookupType = overrides.lookupType ?? field.lookup;
  const kind = overrides.editType ?? (overrides.lookupType && !field.ref ? 'lookup' : defaultKind(field));
  if (kind === 'reference' && !field.ref) {
    throw new Error(`field ${entity.name}.${name} has editType "reference" but no ref in the entity schema`);
  }
  if ((kind === 'lookup' || kind === 'multiLookup') && !lookupType) {
    throw new Error(`field ${entity.name}.${name} is a lookup but names no lookup type`);
  }
  return {
    name,
    label: overrides.label ?? field.label,
    kind,
    field,
    lookupType,
    reference: referenceSpec(entity, field, catalog, overrides.optionFields),
    precision: overrides.precision ?? field.precision ?? (integer ? 0 : undefined),
    min: overrides.min ?? field.min,
    max: overrides.max ?? field.max,
    step: overrides.step,
    integer,
    dateFormat: overrides.format ?? (field.type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd'),
    serverSet: isServerSetField(field),
    required: Boolean(field.required) && !isServerSetField(field),
    attachment: kind === 'attachment' ? resolveAttachmentRules(entity, catalog, name, overrides.attachment) : undefined,
  };
}

/** Spec 000 §5: an upload column without attachmentConfig is a descriptor error. */
export function assertAttachmentColumn(column: { key: string; attachmentConfig?: AttachmentConfig }, spec: FieldSpec, where: string): void {
  if (spec.kind === 'attachment' && !column.attachmentConfig) {
    throw new ScreenConfigError('grid.uploadConfigMissing', `${where}: attachment column ${column.key} needs an attachmentConfig`);
  }
}
