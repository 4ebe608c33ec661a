import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ensureLookup } from './ensure-lookup';
import { lookupValuesAtom } from './lookup-atoms';
import { lookupMeaning, type LookupValue } from './lookup-value';

export interface LookupState {
  values: LookupValue[];
  loading: boolean;
  /** The meaning of a code in the UI language; the code itself when unknown (never a blank cell). */
  meaningOf(code: unknown): string;
  options: { label: string; value: string }[];
}

const NO_VALUES: LookupValue[] = [];

/**
 * The values of a lookup type: from the jotai atom, else local storage, else findDic (then kept in both).
 * An undefined type code yields no values, so callers need not branch around the hook.
 */
export function useLookup(typeCode: string | undefined): LookupState {
  const adapter = useDataAdapter();
  const { language } = useRendererI18n();
  const [values, setValues] = useAtom(lookupValuesAtom(typeCode ?? ''));
  const [failedType, setFailedType] = useState<string | undefined>();
  useEffect(() => {
    if (!typeCode || values) return;
    return ensureLookup(adapter, typeCode, setValues, () => setFailedType(typeCode));
  }, [adapter, typeCode, values, setValues]);

  return useMemo(() => {
    const list = typeCode ? (values ?? NO_VALUES) : NO_VALUES;
    const byCode = new Map(list.map((value) => [value.lookupCode, value]));
    return {
      values: list,
      loading: Boolean(typeCode) && values === undefined && failedType !== typeCode,
      meaningOf(code: unknown) {
        if (code === undefined || code === null || code === '') return '';
        const found = byCode.get(String(code));
        return found ? lookupMeaning(found, language) : String(code);
      },
      options: list.map((value) => ({ label: lookupMeaning(value, language), value: value.lookupCode })),
    };
  }, [typeCode, values, language, failedType]);
}
