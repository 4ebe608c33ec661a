import { Select } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useRef } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookup } from '../lookups/use-lookup';
import type { EditorProps } from './editor-props';
import { useSelectAria } from './use-select-aria';

function asCodes(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(',');
  return [];
}

/**
 * Select over the values of a lookup type. Multi-select stores comma-joined codes in a form and an
 * array in a search form (the `_in` filter).
 */
export function LookupSelect({ spec, value, onChange, invalid, size, placeholder, purpose, multiple }: EditorProps) {
  const { options, loading } = useLookup(spec.lookupType);
  const many = multiple || spec.kind === 'multiLookup';
  const { text } = useRendererI18n();
  const select = useRef<SelectHandle>(null);
  useSelectAria(select, text(spec.label));
  const common = {
    ref: select,
    options,
    loading,
    allowClear: true,
    showSearch: true,
    status: invalid ? ('error' as const) : undefined,
    size,
    placeholder,
  };
  if (many) {
    return (
      <Select
        {...common}
        mode="multiple"
        value={asCodes(value)}
        onChange={(codes: string[]) =>
          onChange(purpose === 'search' ? codes : codes.length === 0 ? null : codes.join(','))
        }
      />
    );
  }
  return (
    <Select
      {...common}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      onChange={(code: string | undefined) => onChange(code ?? null)}
    />
  );
}
