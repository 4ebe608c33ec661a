import type { Language } from '../../shared/formats/common';
import type { DictionaryValue, LookupCache } from '../lookups/lookup-cache';

/** How a value is found from a cell: its meaning in either language or its code, ignoring case and spaces. */
function normalize(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The enabled values of the lookup types an import or export uses, to turn what people type (a meaning,
 * in Chinese or English, or the code) into the code that is stored, to list the meanings in the
 * template's drop-downs, and to write an exported code as its meaning.
 */
export class LookupMeanings {
  private readonly codes = new Map<string, Map<string, string>>();
  private readonly byCode = new Map<string, Map<string, DictionaryValue>>();

  private constructor(private readonly values: ReadonlyMap<string, DictionaryValue[]>) {
    for (const [type, list] of values) {
      const byText = new Map<string, string>();
      // Codes first, then meanings: a meaning never hides another value's code.
      for (const value of list) byText.set(normalize(value.lookupCode), value.lookupCode);
      for (const value of list) {
        for (const meaning of [value.meaning, value.meaningEn]) {
          if (meaning && !byText.has(normalize(meaning))) byText.set(normalize(meaning), value.lookupCode);
        }
      }
      this.codes.set(type, byText);
      this.byCode.set(type, new Map(list.map((value) => [value.lookupCode, value])));
    }
  }

  static async load(cache: LookupCache, types: readonly string[]): Promise<LookupMeanings> {
    const values = new Map<string, DictionaryValue[]>();
    for (const type of new Set(types)) values.set(type, await cache.values(type));
    return new LookupMeanings(values);
  }

  /** The code a typed text stands for, or undefined when it matches no value of the type. */
  codeOf(lookupType: string, text: string): string | undefined {
    return this.codes.get(lookupType)?.get(normalize(text));
  }

  /** The meaning of a stored code in the language (the code itself when the type has no such value). */
  meaningOf(lookupType: string, code: string, language: Language): string {
    const value = this.byCode.get(lookupType)?.get(code);
    if (!value) return code;
    return language === 'EN' ? value.meaningEn ?? value.meaning : value.meaning;
  }

  /** The meanings shown in a drop-down, in the lookup's order. */
  meanings(lookupType: string, language: Language): string[] {
    return (this.values.get(lookupType) ?? []).map((value) => (language === 'EN' ? value.meaningEn ?? value.meaning : value.meaning));
  }
}
