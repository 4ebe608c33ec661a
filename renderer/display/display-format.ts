import type { LabelOf } from '../../src/shared/entity/code-label-index';
import type { AttachmentRules } from '../attachments/attachment-rules';
import type { DateFormat, TableColumn } from '../descriptors/column.schema';
import type { FieldSpec } from '../fields/field-spec';

/** showIcon of spec 000 §3: `value` names the row key that decides the icon (the column's own by default). */
export type FlagIcon = { value?: string; trueValue: string; falseValue: string; falseShow?: boolean };

/** How a value is shown read-only (list cells, read-only fields, line cells out of edit mode). */
export type DisplayFormat =
  | { kind: 'text'; displayKey?: string }
  | { kind: 'lookup'; lookupType: string }
  | { kind: 'flag'; icon?: FlagIcon }
  | { kind: 'number'; precision?: number; thousands: boolean }
  | { kind: 'date'; format: DateFormat }
  | { kind: 'reference'; displayKey?: string; codeKey?: string }
  | { kind: 'attachment'; rules: AttachmentRules }
  /** Rich text (`html` fields): shown as sanitised HTML in forms, as its plain words in grids. */
  | { kind: 'html' }
  /**
   * A code shown by its label (`labelOf`): an entity's name, or an operation's in the entity the row's
   * `entityKey` names; the code stays in the tooltip (use-code-labels.ts).
   */
  | { kind: 'codeLabel'; labelOf: LabelOf; entityKey?: string }
  /** A link opening the screen the record names (a form field's `openRoute`): route and id from these keys. */
  | { kind: 'rowRoute'; routeKey: string; idKey: string };

type ColumnDisplayKeys = Pick<TableColumn, 'displayKey' | 'showIcon' | 'showThousandSeparator' | 'format'>;

/** Chooses the display of a field from its spec and the column's display keys (spec 000 §3). */
export function resolveDisplayFormat(spec: FieldSpec, column: ColumnDisplayKeys = {}): DisplayFormat {
  if (spec.attachment) return { kind: 'attachment', rules: spec.attachment };
  if (spec.kind === 'html') return { kind: 'html' };
  if (column.showIcon) return { kind: 'flag', icon: column.showIcon };
  if (spec.kind === 'flag') return { kind: 'flag' };
  if (spec.lookupType && (spec.kind === 'lookup' || spec.kind === 'multiLookup')) {
    return { kind: 'lookup', lookupType: spec.lookupType };
  }
  if (spec.reference) {
    return { kind: 'reference', displayKey: column.displayKey ?? spec.reference.nameKey, codeKey: spec.reference.codeKey };
  }
  if (column.displayKey) return { kind: 'text', displayKey: column.displayKey };
  if (spec.kind === 'number') {
    return { kind: 'number', precision: spec.precision, thousands: Boolean(column.showThousandSeparator) };
  }
  if (spec.kind === 'date' || spec.kind === 'datetime' || column.format) {
    return { kind: 'date', format: column.format ?? spec.dateFormat };
  }
  return { kind: 'text' };
}
