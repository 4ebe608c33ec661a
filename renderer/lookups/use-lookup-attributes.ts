import { useMemo } from 'react';
import { useLookupTypes } from './use-lookup-types';

/** A flexfield (attribute1..10) of a lookup value: a tax rate's attribute1 is its rate, 0.13. */
export type LookupAttributeOf = (typeCode: string, code: unknown, attr: string) => unknown;

/**
 * The flexfields of the values of some lookup types, for computing in the browser what the server
 * computes (lookupAttr in computed fields). Null until every type is loaded: a computation that read a
 * missing rate would show an empty amount where the server's stands.
 */
export function useLookupAttributes(typeCodes: readonly string[]): LookupAttributeOf | null {
  const values = useLookupTypes(typeCodes);

  return useMemo(() => {
    if (values.some(([, loaded]) => loaded === undefined)) return null;
    const byType = new Map(
      values.map(([type, list]) => [type, new Map((list ?? []).map((value) => [value.lookupCode, value as unknown as Record<string, unknown>]))]),
    );
    return (typeCode, code, attr) => {
      if (code === undefined || code === null || code === '') return null;
      return byType.get(typeCode)?.get(String(code))?.[attr] ?? null;
    };
  }, [values]);
}
