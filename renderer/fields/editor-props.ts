import type { FieldSpec } from './field-spec';

/** What every field editor receives; `related` carries extra row keys set with the value (reference names). */
export interface EditorProps {
  spec: FieldSpec;
  value: unknown;
  onChange(value: unknown, related?: Record<string, unknown>): void;
  /** The record or row being edited: reference selects read the names they keep from it. */
  row?: Readonly<Record<string, unknown>>;
  /** The header of the line being edited: what `{parentField}` in a reference filter reads. */
  parent?: Readonly<Record<string, unknown>>;
  invalid?: boolean;
  size?: 'mini' | 'small' | 'default';
  placeholder?: string;
  /** A search form wants a select (with "no filter") rather than a toggle, and a list for `in`. */
  purpose?: 'form' | 'search';
  /** Where the editor sits: a form field, or a grid cell (attachments then open in a modal). */
  placement?: 'form' | 'cell';
  multiple?: boolean;
}

export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
