import { describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import { resolveFieldSpec } from '../../../../renderer/fields/field-spec';
import type { SearchFieldModel } from '../../../../renderer/renderers/list-screen/list-model';
import { buildFilters } from '../../../../renderer/renderers/list-screen/search-filters';
import type { SearchOperator } from '../../../../renderer/descriptors/form-field.schema';
import { allEntities } from '../support/fixtures';

const catalog = new EntityCatalog(allEntities);
const po = catalog.get('srmPoHeader');

function searchField(field: string, op: SearchOperator): SearchFieldModel {
  const spec = resolveFieldSpec(po, catalog, field);
  return { id: `${field}_${op}`, field, op, label: spec.label, spec };
}

describe('buildFilters', () => {
  it('uses the suffix convention and drops empty values', () => {
    const fields = [
      searchField('poNumber', 'like'),
      searchField('status', 'in'),
      searchField('supplierId', 'eq'),
      searchField('startDate', 'between'),
      searchField('poType', 'eq'),
    ];
    const filters = buildFilters(fields, {
      poNumber_like: '  PO2024 ',
      status_in: 'DRAFT',
      supplierId_eq: 3,
      startDate_between: ['2024-01-01', null],
      poType_eq: '',
    });
    expect(filters).toEqual({ poNumber_like: 'PO2024', status_in: ['DRAFT'], supplierId: 3, startDate_gte: '2024-01-01' });
  });
});
