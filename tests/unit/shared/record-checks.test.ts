import { describe, expect, it } from 'vitest';
import { failedRecordChecks, recordCheckErrors } from '../../../src/shared/entity/record-checks';
import { EntitySchema } from '../../../src/shared/formats/entity-format';

const term = EntitySchema.parse({
  version: 1,
  name: 'demoTerm',
  service: 'srm',
  table: 'demo_terms',
  label: { cn: '条款', en: 'Term' },
  primaryKey: 'termId',
  fields: [
    { name: 'status', type: 'string', label: { cn: '状态', en: 'Status' } },
    { name: 'code', type: 'string', label: { cn: '编码', en: 'Code' } },
  ],
  lines: [{ name: 'nodes', entity: 'demoNode', foreignKey: 'termId' }],
  checks: [
    {
      name: 'total100',
      rule: { expr: { sumLines: { lines: 'nodes', field: 'percentage' } }, op: 'eq', value: 100 },
      message: { cn: '合计必须为100', en: 'Must total 100' },
      lines: 'nodes',
    },
    {
      name: 'codeWhenEffective',
      when: { field: 'status', op: 'eq', value: 'EFFECTIVE' },
      rule: { field: 'code', op: 'notEmpty' },
      message: { cn: '生效时须有编码', en: 'An effective term needs a code' },
      field: 'code',
    },
  ],
});

const nodes = (...percentages: (number | string | null)[]) => percentages.map((percentage) => ({ percentage }));

describe('record checks', () => {
  it('adds line values in decimal: thirds of 33.33/33.33/33.34 make exactly 100, 0.1 steps too', () => {
    expect(failedRecordChecks(term, { nodes: nodes(33.33, 33.33, 33.34) })).toEqual([]);
    expect(failedRecordChecks(term, { nodes: nodes(...Array.from({ length: 1000 }, () => 0.1)) })).toEqual([]);
    expect(failedRecordChecks(term, { nodes: nodes('60', '40') })).toEqual([]);
  });

  it('fails on a total off by the smallest step, on no lines, and with an empty percentage', () => {
    for (const record of [{ nodes: nodes(33.33, 33.33, 33.33) }, { nodes: nodes(100.0001) }, { nodes: [] }, {}, { nodes: nodes(100, null).slice(1) }]) {
      expect(failedRecordChecks(term, record).map((check) => check.name)).toEqual(['total100']);
    }
  });

  it('applies a check only while its `when` holds, and names its field or line collection in the caller language', () => {
    const draft = { status: 'DRAFT', code: '', nodes: nodes(100) };
    expect(recordCheckErrors(term, draft, 'EN')).toEqual([]);
    expect(recordCheckErrors(term, { ...draft, status: 'EFFECTIVE', nodes: nodes(50) }, 'CN')).toEqual([
      { field: 'nodes', message: '合计必须为100' },
      { field: 'code', message: '生效时须有编码' },
    ]);
  });
});
