import { InputNumber } from '@arco-design/web-react';
import { toNumber } from '../format/format-number';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { EditorProps } from './editor-props';

/** Number input honouring min, max, precision and step (spec 000 §5; step defaults to 1). */
export function NumberEditor({ spec, value, onChange, invalid, size, placeholder }: EditorProps) {
  const { text } = useRendererI18n();
  return (
    <InputNumber
      aria-label={text(spec.label)}
      value={toNumber(value)}
      min={spec.min}
      max={spec.max}
      precision={spec.precision}
      step={spec.step ?? 1}
      error={invalid}
      size={size}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next === undefined || next === null || Number.isNaN(next) ? null : next)}
    />
  );
}
