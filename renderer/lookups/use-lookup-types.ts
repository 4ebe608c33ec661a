import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import { ensureLookup } from './ensure-lookup';
import { lookupValuesAtom } from './lookup-atoms';
import type { LookupValue } from './lookup-value';

/** Each asked type with its values, undefined while not loaded yet. */
export type LookupTypeValues = readonly (readonly [string, LookupValue[] | undefined])[];

/**
 * The values of several lookup types through one subscription (not one per cell), loading the missing
 * ones as `useLookup` loads them. Types are asked once each, in a stable order.
 */
export function useLookupTypes(typeCodes: readonly string[]): LookupTypeValues {
  const adapter = useDataAdapter();
  const store = useStore();
  const key = [...new Set(typeCodes)].sort().join(',');
  const combined = useMemo(() => {
    const types = key === '' ? [] : key.split(',');
    return atom((get) => types.map((type) => [type, get(lookupValuesAtom(type))] as const));
  }, [key]);
  const values = useAtomValue(combined);

  useEffect(() => {
    const stops = values
      .filter(([, loaded]) => loaded === undefined)
      .map(([type]) => ensureLookup(adapter, type, (found) => store.set(lookupValuesAtom(type), found), () => undefined));
    return () => stops.forEach((stop) => stop());
  }, [adapter, store, values]);

  return values;
}
