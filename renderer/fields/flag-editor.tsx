import { Select, Switch } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useRef } from 'react';
import { TypographyText } from '../display/typography-markup';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { EditorProps } from './editor-props';
import { useSelectAria } from './use-select-aria';

const TRUE_VALUE = 'Y';
const FALSE_VALUE = 'N';

/**
 * Yes/No: a toggle flipping between Y and N in forms and grids; a select with "no filter" in search
 * forms. A stored value that is neither is shown as an error rather than silently flipped (spec 000 §4).
 */
export function FlagEditor({ spec, value, onChange, size, placeholder, purpose, invalid }: EditorProps) {
  const { t, text } = useRendererI18n();
  const select = useRef<SelectHandle>(null);
  useSelectAria(select, text(spec.label));
  if (purpose === 'search') {
    return (
      <Select
        ref={select}
        value={value === undefined || value === null || value === '' ? undefined : String(value)}
        options={[
          { label: t('common.yes'), value: TRUE_VALUE },
          { label: t('common.no'), value: FALSE_VALUE },
        ]}
        allowClear
        size={size}
        placeholder={placeholder}
        status={invalid ? 'error' : undefined}
        onChange={(code: string | undefined) => onChange(code ?? null)}
      />
    );
  }
  const known = value === TRUE_VALUE || value === FALSE_VALUE || value === undefined || value === null || value === '';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        size={size === 'mini' ? 'small' : 'default'}
        checked={value === TRUE_VALUE}
        checkedText={t('common.yes')}
        uncheckedText={t('common.no')}
        onChange={(checked) => onChange(checked ? TRUE_VALUE : FALSE_VALUE)}
      />
      {!known && <TypographyText type="error">{t('flag.badValue')}</TypographyText>}
    </span>
  );
}
