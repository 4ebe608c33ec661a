import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ensureLookup } from './ensure-lookup';
import { lookupValuesAtom } from './lookup-atoms';
import { lookupMeaning, type LookupValue } from './lookup-value';

/** The meaning of a code of a lookup type in the UI language; the code itself while unknown. */
export type MeaningOf = (typeCode: string, code: unknown) => string;

/**
 * Meanings of several lookup types at once, for a grid: one subscription for all its lookup columns
 * instead of one per cell. Missing types are loaded as `useLookup` loads them.
 */
export function useLookupMeanings(typeCodes: readonly string[]): MeaningOf {
  const adapter = useDataAdapter();
  const store = useStore();
  const { language } = useRendererI18n();
  const key = [...new Set(typeCodes)].sort().join(',');
  const combined = useMemo(() => {
    const types = key === '' ? [] : key.split(',');
    return atom((get) => types.map((type): [string, LookupValue[] | undefined] => [type, get(lookupValuesAtom(type))]));
  }, [key]);
  const values = useAtomValue(combined);

  useEffect(() => {
    const stops = values
      .filter(([, loaded]) => loaded === undefined)
      .map(([type]) => ensureLookup(adapter, type, (found) => store.set(lookupValuesAtom(type), found), () => undefined));
    return () => stops.forEach((stop) => stop());
  }, [adapter, store, values]);

  return useMemo(() => {
    const byType = new Map(values.map(([type, list]) => [type, new Map((list ?? []).map((value) => [value.lookupCode, value]))]));
    return (typeCode, code) => {
      if (code === undefined || code === null || code === '') return '';
      const codes = typeof code === 'string' && code.includes(',') ? code.split(',') : [code];
      return codes
        .map((one) => {
          const found = byType.get(typeCode)?.get(String(one));
          return found ? lookupMeaning(found, language) : String(one);
        })
        .join(', ');
    };
  }, [values, language]);
}
