import { InputNumber } from '@arco-design/web-react';
import { decimalToNumber, roundDecimalTo, toDecimal } from '../../src/shared/numbers/decimal';
import { FIXED_SCALE_LIMIT, toNumber } from '../format/format-number';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { EditorProps } from './editor-props';

/** A typed number rounded to the field's precision, in decimal as the server rounds. */
function rounded(next: number, precision: number | undefined): number {
  const decimal = toDecimal(next);
  return precision === undefined || decimal === null ? next : decimalToNumber(roundDecimalTo(decimal, precision));
}

/**
 * Number input honouring min, max, precision and step (spec 000 §5; step defaults to 1). Past
 * FIXED_SCALE_LIMIT, the precision rounds what is typed but does not pad it (3, not 3.0000), as the
 * value shows when read (formatNumber).
 */
export function NumberEditor({ spec, value, onChange, invalid, size, placeholder }: EditorProps) {
  const { text } = useRendererI18n();
  const padded = spec.precision !== undefined && spec.precision <= FIXED_SCALE_LIMIT;
  return (
    <InputNumber
      aria-label={text(spec.label)}
      value={toNumber(value)}
      // Arco's defaults (±Infinity) would be announced as aria-valuemin/max, which are not valid ARIA values.
      min={spec.min ?? -Number.MAX_SAFE_INTEGER}
      max={spec.max ?? Number.MAX_SAFE_INTEGER}
      precision={padded ? spec.precision : undefined}
      step={spec.step ?? 1}
      error={invalid}
      size={size}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next === undefined || next === null || Number.isNaN(next) ? null : rounded(next, spec.precision))}
    />
  );
}
