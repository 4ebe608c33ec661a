import { applyComputedFields } from '../../src/shared/entity/computed-fields';
import { EntityCatalog, isServiceEntity } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { LookupSeed } from '../../src/shared/formats/system-format';
import { sampleFieldValue, type FieldSampleContext } from './field-values';
import { sampleDateTime } from './sample-clock';
import { SeededRandom } from './seeded-random';
import { arrangeSampleTree } from './sample-tree';
import { linkSampleLines } from './sample-line-links';
import { keepPlausibleStamps } from './workflow-stamps';
import { LOOKUP_TYPE_ENTITY, shippedLookupRecords } from './shipped-lookup-records';
import { arrangeSampleDynamicCharts } from './sample-dynamic-charts';
import { sampleApprovals } from './sample-approvals';

type Row = Record<string, unknown>;

/** Records of each entity that is not a line of another; lines come with their header. */
const SAMPLE_RECORDS_PER_ENTITY = 12;
const MIN_LINES = 2;
const MAX_LINES = 5;
/** Lines of lines (an order line's delivery schedules): fewer under each line. */
const MIN_CHILD_LINES = 1;
const MAX_CHILD_LINES = 3;

/** The shipped lookups' codes and flexfields, which lookup fields and computed fields read. */
class LookupIndex {
  private readonly codes = new Map<string, string[]>();
  private readonly attributes = new Map<string, Record<string, string | undefined>>();

  constructor(seed: LookupSeed) {
    for (const type of seed.types) {
      this.codes.set(type.lookupType, type.values.map((value) => value.code));
      for (const value of type.values) this.attributes.set(`${type.lookupType}\u0000${value.code}`, { attribute1: value.attribute1 });
    }
  }

  codesOf(type: string): readonly string[] {
    return this.codes.get(type) ?? [];
  }

  /** The flexfield of the lookup value a field of the record holds (a tax rate's attribute1: 0.13). */
  attributeReader(entity: EntitySchema, record: Row) {
    return (fieldName: string, attr: string) => {
      const type = entity.fields.find((field) => field.name === fieldName)?.lookup;
      return type ? this.attributes.get(`${type}\u0000${String(record[fieldName])}`)?.[attr] : undefined;
    };
  }
}

/**
 * Sample records for every entity, made from the schemas: realistic values (field-values.ts), workflow
 * statuses in turn so every status shows (with only the stamps their actions leave), owners spread so each supplier owns records in every status,
 * lines (and lines of lines) with their keys and computed amounts, lines referring to lines of other documents
 * pointing at real ones (sample-line-links.ts), and audit fields. Deterministic: each entity draws from a generator
 * seeded with its name.
 */
export function sampleRecords(entities: readonly EntitySchema[], lookupSeed: LookupSeed): Record<string, Row[]> {
  const catalog = new EntityCatalog([...entities]);
  const lookups = new LookupIndex(lookupSeed);
  const shipped: Record<string, Row[]> = catalog.has(LOOKUP_TYPE_ENTITY) ? { [LOOKUP_TYPE_ENTITY]: shippedLookupRecords(lookupSeed) } : {};
  const recordCount = (name: string) => shipped[name]?.length ?? SAMPLE_RECORDS_PER_ENTITY;

  // Lines are keyed as the server keys them, 1, 2, ... per line entity: other records refer to them by key.
  const lineKeys = new Map<string, number>();
  const nextLineKey = (name: string) => {
    const key = (lineKeys.get(name) ?? 0) + 1;
    lineKeys.set(name, key);
    return key;
  };
  const consumed = consumedFields(catalog);

  function fieldValues(entity: EntitySchema, index: number, random: SeededRandom): Row {
    const context: FieldSampleContext = { entity, index, random, lookupCodes: (type) => lookups.codesOf(type), recordCount };
    const row: Row = {};
    for (const field of entity.fields) {
      // What documents consume (an order line's quantity in transit) starts untouched: everything is still open.
      const value = consumed.has(`${entity.name}.${field.name}`) ? 0 : sampleFieldValue(field, context);
      if (value !== undefined) row[field.name] = value;
    }
    if (!isServiceEntity(entity)) {
      Object.assign(row, { creationDate: sampleDateTime(-index - 1), createdBy: 1, lastUpdateDate: sampleDateTime(-index), lastUpdatedBy: 1 });
    }
    return row;
  }

  function statusesOf(entity: EntitySchema): readonly string[] {
    const workflow = entity.workflow;
    if (!workflow) return [];
    const codes = workflow.statusLookup ? lookups.codesOf(workflow.statusLookup) : [];
    return codes.length > 0 ? codes : [workflow.initial];
  }

  function headerRecord(entity: EntitySchema, index: number, random: SeededRandom): Row {
    const row = fieldValues(entity, index, random);
    if (!isServiceEntity(entity)) row[entity.primaryKey] = index + 1;
    const statuses = statusesOf(entity);
    if (entity.workflow) {
      row[entity.workflow.statusField] = statuses[index % statuses.length];
      keepPlausibleStamps(entity, row);
    }
    const ownership = entity.ownership;
    const supplierField = ownership?.supplierField;
    // Records 1..n (one per status) belong to supplier 1, the next n to supplier 2, and so on.
    const ownerOfRecord = (supplierEntity: string | undefined) =>
      1 + (Math.floor(index / Math.max(1, statuses.length)) % (supplierEntity ? recordCount(supplierEntity) : SAMPLE_RECORDS_PER_ENTITY));
    if (supplierField && supplierField !== entity.primaryKey) {
      row[supplierField] = ownerOfRecord(entity.fields.find((field) => field.name === supplierField)?.ref?.entity);
    }
    addLines(entity, row, random, [MIN_LINES, MAX_LINES]);
    // A record addressed by an audience (a notice's receivers): its first line names the owning supplier itself.
    const audience = ownership?.audience;
    const direct = audience?.match.find((match) => !match.through);
    const firstLine = audience ? (row[audience.lines] as Row[] | undefined)?.[0] : undefined;
    if (audience && direct && firstLine) {
      const lineEntity = catalog.get(entity.lines?.find((collection) => collection.name === audience.lines)?.entity ?? '');
      firstLine[direct.field] = ownerOfRecord(lineEntity.fields.find((field) => field.name === direct.field)?.ref?.entity);
    }
    applyComputedFields(entity, row, lookups.attributeReader(entity, row));
    return row;
  }

  /**
   * A record's lines (and their own lines, fewer), each with its key (so other records can refer to it),
   * number, inherited fields and computed fields, which read the lines below.
   */
  function addLines(entity: EntitySchema, row: Row, random: SeededRandom, [min, max]: [number, number]): void {
    for (const collection of entity.lines ?? []) {
      const lineEntity = catalog.get(collection.entity);
      const lines = Array.from({ length: random.integer(min, max) }, (_, lineIndex) => {
        const line = fieldValues(lineEntity, lineIndex, random);
        delete line[collection.foreignKey];
        line[lineEntity.primaryKey] = nextLineKey(lineEntity.name);
        if (collection.numberField) line[collection.numberField] = lineIndex + 1;
        for (const field of lineEntity.fields) if (field.inherit) line[field.name] = row[field.inherit];
        addLines(lineEntity, line, random, [MIN_CHILD_LINES, MAX_CHILD_LINES]);
        applyComputedFields(lineEntity, line, lookups.attributeReader(lineEntity, line), row);
        return line;
      });
      row[collection.name] = lines;
    }
  }

  const records: Record<string, Row[]> = {};
  for (const entity of catalog.all()) {
    if (catalog.parentOf(entity.name)) continue;
    const random = new SeededRandom(entity.name);
    records[entity.name] = shipped[entity.name] ?? Array.from({ length: SAMPLE_RECORDS_PER_ENTITY }, (_, index) => headerRecord(entity, index, random));
    // A tree entity's records form a tree of a few levels, parents first.
    if (!shipped[entity.name]) arrangeSampleTree(entity, records[entity.name]);
  }
  // Lines that refer to lines of other documents (a delivery note's order lines) point at real ones.
  linkSampleLines(catalog, records, (entity, row) => applyComputedFields(entity, row, lookups.attributeReader(entity, row)));
  // Dynamic chart definitions name fields of another entity: working designs, not random words.
  arrangeSampleDynamicCharts(records);
  // The approval platform's records tell one story (a model that draws, instances of real orders): made by hand.
  if (catalog.has('bpmProcessInstance')) Object.assign(records, sampleApprovals(records.srmPoHeader ?? []));
  return records;
}

/** `entity.field` of every field a consumption fills (docs/authoring.md "Consumed quantities"). */
function consumedFields(catalog: EntityCatalog): Set<string> {
  return new Set(catalog.all().flatMap((entity) => (entity.consumes ?? []).map((consumption) => `${consumption.target.entity}.${consumption.into}`)));
}
