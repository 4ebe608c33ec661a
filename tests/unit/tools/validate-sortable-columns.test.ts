// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const LIST = 'screens/purchasing/purchaseOrderList.json';
const ORDER = 'schemas/srm/srmPoHeader.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});

type Column = { key: string; sortable?: boolean };
const column = (json: Json, key: string) => (json.columns as Column[]).find((candidate) => candidate.key === key) as Column;

describe('validating sortable list columns', () => {
  it('names a sortable column on a field the entity does not index, and the fields it may sort on', () => {
    staged.edit(LIST, (json) => {
      column(json, 'description').sortable = true;
    });
    expect(staged.problems()).toContain(
      `${LIST}: $.columns[10].sortable: column \`description\` is sortable but srmPoHeader has no index that starts with it: declare one in the entity's \`indexes\` or drop \`sortable\``,
    );
  });

  it('accepts it once the entity declares an index that starts with the field', () => {
    staged.edit(LIST, (json) => {
      column(json, 'description').sortable = true;
    });
    staged.edit(ORDER, (json) => {
      (json.indexes as { fields: string[] }[]).push({ fields: ['description', 'poHeaderId'] });
    });
    expect(staged.problems()).toBe('');
  });
});
