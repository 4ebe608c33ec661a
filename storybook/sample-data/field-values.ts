import { autoNumberStem, formatAutoNumber } from '../../src/shared/entity/auto-number-format';
import type { EntityField, EntitySchema } from '../../src/shared/formats/entity-format';
import {
  BRANDS,
  CITIES,
  COMPANY_SUFFIXES,
  GIVEN_NAMES,
  INDUSTRIES,
  ITEMS,
  LOGIN_NAMES,
  NOTES,
  ORGANIZATIONS,
  PURCHASE_CATEGORIES,
  SPECIFICATIONS,
  STREETS,
  SURNAMES,
} from './business-words';
import { SAMPLE_NOW, sampleDate, sampleDateTime } from './sample-clock';
import type { SeededRandom } from './seeded-random';
import { SAMPLE_ATTACHMENT_IDS } from '../support/sample-files';

/** What a field's sample value may depend on. */
export interface FieldSampleContext {
  entity: EntitySchema;
  /** The record's position, from 0: running numbers and codes follow it. */
  index: number;
  random: SeededRandom;
  /** Enabled codes of a lookup type, from seed/system/lookups.json. */
  lookupCodes(type: string): readonly string[];
  /** How many sample records an entity has (a reference picks one of their keys, 1..count). */
  recordCount(entity: string): number;
}

type TextRule = { test: RegExp; make: (context: FieldSampleContext, field: EntityField) => string };

function running(index: number, digits = 4): string {
  return String(index + 1).padStart(digits, '0');
}

/** The business word of a code field: contractCode -> CON, prNumber -> PR, itemCode -> ITE. */
function codePrefix(name: string): string {
  const stem = name.replace(/(Code|Number|No)$/, '');
  return (stem.length <= 3 ? stem : stem.slice(0, 3)).toUpperCase();
}

/** Text fields recognised by name, first match wins; anything else gets its label and a number. */
const TEXT_RULES: TextRule[] = [
  {
    test: /(supplier|company|vendor|customer)(full)?name$/i,
    make: ({ random }) => `${random.pick(CITIES)}${random.pick(BRANDS)}${random.pick(INDUSTRIES)}${random.pick(COMPANY_SUFFIXES)}`,
  },
  { test: /shortname$/i, make: ({ random }) => `${random.pick(BRANDS)}${random.pick(INDUSTRIES).slice(0, 2)}` },
  {
    test: /(fullname|contact|person)$/i,
    make: ({ random }) => `${random.pick(SURNAMES)}${random.pick(GIVEN_NAMES)}${random.chance(0.5) ? random.pick(GIVEN_NAMES) : ''}`,
  },
  {
    test: /^(user|login)name$/i,
    make: ({ index }) => `${LOGIN_NAMES[index % LOGIN_NAMES.length]}${index >= LOGIN_NAMES.length ? index : ''}`,
  },
  { test: /email$/i, make: ({ index }) => `${LOGIN_NAMES[index % LOGIN_NAMES.length]}@example.com` },
  { test: /(phone|mobile|tel)$/i, make: ({ random }) => `0512-6${String(random.integer(0, 9999999)).padStart(7, '0')}` },
  { test: /address$/i, make: ({ random }) => `${random.pick(CITIES)}市${random.pick(STREETS)}${random.integer(1, 999)}号` },
  { test: /orgname$/i, make: ({ index }) => ORGANIZATIONS[index % ORGANIZATIONS.length] },
  { test: /categoryname$/i, make: ({ index }) => PURCHASE_CATEGORIES[index % PURCHASE_CATEGORIES.length] },
  { test: /itemname$/i, make: ({ random }) => random.pick(ITEMS) },
  { test: /spec$/i, make: ({ random }) => random.pick(SPECIFICATIONS) },
  { test: /industry$/i, make: ({ random }) => random.pick(INDUSTRIES) },
  { test: /(description|remark|notes?|reason|comment|message)$/i, make: ({ random }) => random.pick(NOTES) },
  { test: /(code|number|no)$/i, make: ({ index }, field) => `${codePrefix(field.name)}-${SAMPLE_NOW.getFullYear()}-${running(index)}` },
];

function textValue(field: EntityField, context: FieldSampleContext): string {
  const { entity, index } = context;
  // A text key of a service entity (a Redis key): service, entity and a running number.
  if (field.name === entity.primaryKey) return `${entity.service}:${entity.name}:${running(index)}`;
  if (typeof field.default === 'string') return field.default;
  const rule = TEXT_RULES.find((candidate) => candidate.test.test(field.name));
  const text = rule ? rule.make(context, field) : `${field.label.cn}${index + 1}`;
  return field.length ? text.slice(0, field.length) : text;
}

/** A numeric field's range and the digits its sample values keep. */
interface NumberShape {
  low: number;
  high: number;
  digits: number;
}

/** Quantities in whole units, prices and amounts in cents, rates as fractions: as purchasing writes them. */
function numberShape(field: EntityField): NumberShape {
  const name = field.name.toLowerCase();
  const digits = field.type === 'integer' ? 0 : (field.precision ?? 2);
  if (/qty|quantity/.test(name)) return { low: 1, high: 500, digits: 0 };
  if (/price/.test(name)) return { low: 5, high: 2000, digits: Math.min(digits, 2) };
  if (/amount|total|capital/.test(name)) return { low: 1000, high: 500000, digits: Math.min(digits, 2) };
  if (/rate/.test(name)) return { low: 0, high: 1, digits };
  return { low: 1, high: digits === 0 ? 100 : 1000, digits: Math.min(digits, 2) };
}

function numberValue(field: EntityField, { random, index }: FieldSampleContext): number {
  const name = field.name.toLowerCase();
  const integer = field.type === 'integer';
  if (integer && /(orderno|sequence|sort|linenumber)$/.test(name)) return index + 1;
  // The id of a record kept elsewhere (an item, a contract, a site): ids of that size.
  if (integer && name.endsWith('id')) return random.integer(10001, 99999);
  if (typeof field.default === 'number' && random.chance(0.6)) return field.default;
  const shape = numberShape(field);
  const min = Math.max(shape.low, field.min ?? -Infinity);
  const max = Math.min(shape.high, field.max ?? Infinity);
  const factor = 10 ** shape.digits;
  return Math.round((min + random.next() * Math.max(0, max - min)) * factor) / factor;
}

/**
 * A realistic value for a field of a sample record, from its type, rules and name: auto numbers as the
 * server makes them, lookup codes of the shipped lookups, keys of other sample records for references,
 * dates around the sample day, company and person names, item names, notes. Undefined for fields the
 * server sets itself (computed) or never shows (serverOnly).
 */
export function sampleFieldValue(field: EntityField, context: FieldSampleContext): unknown {
  const { random, index } = context;
  if (field.serverOnly || field.computed) return undefined;
  if (field.autoNumber) {
    return formatAutoNumber(autoNumberStem(field.autoNumber, SAMPLE_NOW), index + 1, field.autoNumber.digits);
  }
  if (field.ref) {
    // A record pointing at another of its own kind (a parent) is left at the top level.
    if (field.ref.entity === context.entity.name) return null;
    return random.integer(1, Math.max(1, context.recordCount(field.ref.entity)));
  }
  if (field.lookup) {
    const codes = context.lookupCodes(field.lookup);
    if (typeof field.default === 'string' && codes.includes(field.default) && random.chance(0.6)) return field.default;
    return codes.length > 0 ? random.pick(codes) : null;
  }
  switch (field.type) {
    case 'flag':
      return typeof field.default === 'string' ? field.default : random.chance(0.85) ? 'Y' : 'N';
    case 'date':
      return /end|expire|due|demand|need/i.test(field.name) ? sampleDate(random.integer(7, 120)) : sampleDate(-random.integer(0, 90));
    case 'datetime':
      return sampleDateTime(-random.integer(0, 30), random.integer(8 * 60, 18 * 60));
    case 'integer':
    case 'number':
      return numberValue(field, context);
    case 'attachment':
      return SAMPLE_ATTACHMENT_IDS;
    default:
      return textValue(field, context);
  }
}
