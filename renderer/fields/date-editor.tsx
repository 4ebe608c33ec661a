import { DatePicker } from '@arco-design/web-react';
import { formatDate } from '../format/format-date';
import { textOf, type EditorProps } from './editor-props';

const PICKER_FORMAT = { 'yyyy-MM-dd': 'YYYY-MM-DD', 'yyyy-MM-dd HH:mm:ss': 'YYYY-MM-DD HH:mm:ss', yyyy: 'YYYY', 'yyyy-MM': 'YYYY-MM' };

/** Date picker storing 'yyyy-MM-dd' text (or the column's year / month format). */
export function DateEditor({ spec, value, onChange, invalid, size, placeholder }: EditorProps) {
  const shown = textOf(value) === '' ? undefined : formatDate(value, spec.dateFormat);
  const common = {
    value: shown,
    status: invalid ? ('error' as const) : undefined,
    size,
    placeholder,
    style: { width: '100%' },
    format: PICKER_FORMAT[spec.dateFormat],
    onChange: (text: string) => onChange(text === '' || text === undefined ? null : text),
  };
  if (spec.dateFormat === 'yyyy') return <DatePicker.YearPicker {...common} />;
  if (spec.dateFormat === 'yyyy-MM') return <DatePicker.MonthPicker {...common} />;
  return <DatePicker {...common} showTime={spec.dateFormat === 'yyyy-MM-dd HH:mm:ss'} />;
}
