import { useMemo } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookupTypes } from './use-lookup-types';
import { lookupMeaning } from './lookup-value';

/** The meaning of a code of a lookup type in the UI language; the code itself while unknown. */
export type MeaningOf = (typeCode: string, code: unknown) => string;

/**
 * Meanings of several lookup types at once, for a grid: one subscription for all its lookup columns
 * instead of one per cell. Missing types are loaded as `useLookup` loads them.
 */
export function useLookupMeanings(typeCodes: readonly string[]): MeaningOf {
  const { language } = useRendererI18n();
  const values = useLookupTypes(typeCodes);

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
