import { isServiceEntity } from '../../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { catalog } from '../../security/support/menu-coverage';

/** One input a fuzzer sent, and the parameter the refusal must name. */
export interface FuzzedInput {
  name: string;
  /** The body as JSON text: a nesting this deep cannot go through JSON.stringify. */
  body: string;
  field: string;
}

/** A JSON object of plain members and of members given as JSON text. */
export function jsonObject(members: Record<string, unknown>, jsonMembers: Record<string, string> = {}): string {
  const parts = [
    ...Object.entries(members).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
    ...Object.entries(jsonMembers).map(([key, json]) => `${JSON.stringify(key)}:${json}`),
  ];
  return `{${parts.join(',')}}`;
}

/** A text field lists may filter with `_like`: the entity's code or display field when it is text, else the first text field. */
function likeField(entity: EntitySchema): string | undefined {
  const texts = entity.fields.filter((field) => (field.type === 'string' || field.type === 'text') && !field.serverOnly).map((field) => field.name);
  return [entity.codeField, entity.displayField].find((name) => name !== undefined && texts.includes(name)) ?? texts[0];
}

/** Every table entity with a text field, in catalogue order: what the list-input cases are generated for. */
export function listedEntities(): EntitySchema[] {
  return catalog.all().filter((entity) => !isServiceEntity(entity) && likeField(entity) !== undefined);
}

/** `[{children: [{children: ... [{key: "id"}] ...}]}]`, `depth` levels deep, as JSON text. */
export function nestedColumnsJson(depth: number): string {
  return '[{"children":'.repeat(depth) + '[{"key":"id"}]' + '}]'.repeat(depth);
}

/** The list inputs the fuzzer of issue 22 found answering 500, aimed at one entity's listByPage. */
export function fuzzedListInputs(entity: EntitySchema): FuzzedInput[] {
  const text = likeField(entity) as string;
  const key = entity.primaryKey;
  return [
    { name: `${text}_like of 1,000,000 characters`, body: jsonObject({ [`${text}_like`]: 'x'.repeat(1_000_000) }), field: `${text}_like` },
    { name: `${text} of 100,000 characters`, body: jsonObject({ [text]: 'y'.repeat(100_000) }), field: text },
    { name: 'pageIndex 1e300', body: jsonObject({ pageIndex: 1e300 }), field: 'pageIndex' },
    { name: 'pageIndex of 30 digits', body: jsonObject({ pageIndex: '123456789012345678901234567890' }), field: 'pageIndex' },
    { name: `${key}_in of 40,000 values`, body: jsonObject({ [`${key}_in`]: Array.from({ length: 40_000 }, (_, index) => index + 1) }), field: `${key}_in` },
    { name: `${key} of 1e300`, body: jsonObject({ [key]: 1e300 }), field: key },
    { name: 'a filter nested 10,000 deep', body: jsonObject({}, { [text]: nestedColumnsJson(10_000) }), field: text },
  ];
}
