import type { ColumnWidthFacts, ColumnWidthKind } from '../../../src/shared/column-width/planned-column-width';
import type { DisplayFormat } from '../../display/display-format';
import type { FieldSpec } from '../../fields/field-spec';

function kindOf(spec: FieldSpec, display: DisplayFormat): ColumnWidthKind {
  switch (display.kind) {
    case 'attachment':
    case 'flag':
    case 'lookup':
    case 'reference':
      return display.kind;
    case 'date':
      return /H/.test(display.format) ? 'datetime' : 'date';
    case 'number':
      return spec.integer || display.precision === 0 ? 'integer' : 'amount';
    default:
      return spec.kind === 'textarea' ? 'longText' : 'text';
  }
}

/** What the shared width plan (src/shared/column-width) reads of a grid column: its display and its field. */
export function columnWidthFacts(spec: FieldSpec, display: DisplayFormat): ColumnWidthFacts {
  return {
    kind: kindOf(spec, display),
    name: spec.name,
    displayKey: display.kind === 'text' ? display.displayKey : undefined,
    length: spec.field?.length,
  };
}
