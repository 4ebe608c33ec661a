import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeRequestPlan } from '../../../src/shared/change-request/change-request-plan';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas } from '../../../src/server/db/load-entity-schemas';

const schemas = loadEntitySchemas(resolve(import.meta.dirname, '../../../schemas'));

function withRequest(change: (request: EntitySchema) => EntitySchema): { catalog: EntityCatalog; request: EntitySchema } {
  const request = change(structuredClone(schemas.find((entity) => entity.name === 'srmPosSupplierChange') as EntitySchema));
  return { catalog: new EntityCatalog([...schemas.filter((entity) => entity.name !== request.name), request]), request };
}

describe('changeRequestOf', () => {
  it('copies the supplier fields the request repeats, and its line collections (not the portal user a contact holds)', () => {
    const { catalog, request } = withRequest((entity) => entity);
    const { plan, problems } = changeRequestPlan(catalog, request);
    expect(problems).toEqual([]);
    expect(plan?.fields).toEqual(['supplierName', 'supplierShortName', 'supplierType', 'supplierIndustry', 'companyPhone', 'registeredCapital', 'companyRegisteredAddress']);
    expect(plan?.collections.map((collection) => [collection.name, collection.fields])).toEqual([
      ['categories', ['categoryId', 'enabledFlag', 'startDate', 'description']],
      ['organizations', ['orgId', 'enabledFlag', 'startDate', 'description']],
      ['sites', ['siteCode', 'siteName', 'orgId', 'purchasingFlag', 'paymentFlag', 'siteStatus']],
      ['bankAccounts', ['bankId', 'branchId', 'accountName', 'accountNumber', 'currencyCode', 'primaryFlag', 'enabledFlag']],
      ['addresses', ['addressType', 'countryName', 'provinceName', 'cityName', 'detailAddress', 'postcode']],
      ['contacts', ['contactName', 'position', 'mobilePhone', 'email', 'phone', 'primaryFlag']],
    ]);
  });

  it('refuses a copy of a field the server sets, and a copy of another type', () => {
    const { catalog, request } = withRequest((entity) => ({
      ...entity,
      fields: [...entity.fields, { name: 'supplierNumber', type: 'string', label: { cn: '编码', en: 'Number' } }],
      changeRequestOf: { ...entity.changeRequestOf!, fields: ['supplierNumber', 'companyPhone'] },
    }));
    expect(changeRequestPlan(catalog, request).problems).toEqual([
      'entity srmPosSupplierChange: changeRequestOf: field `supplierNumber` of srmPosSupplierInfo is set by the server or internal: it cannot be changed by a request',
    ]);
    const typed = withRequest((entity) => ({ ...entity, fields: entity.fields.map((field) => (field.name === 'companyPhone' ? { ...field, type: 'integer' as const } : field)) }));
    expect(changeRequestPlan(typed.catalog, typed.request).problems).toEqual([
      'entity srmPosSupplierChange: changeRequestOf: field `companyPhone` must have the type, lookup and reference of srmPosSupplierInfo.companyPhone',
    ]);
  });

  it('needs the base version, the apply action and the change records', () => {
    const { catalog, request } = withRequest((entity) => ({
      ...entity,
      fields: entity.fields.filter((field) => field.name !== 'baseVersionNum'),
      changeRequestOf: { ...entity.changeRequestOf!, applyOn: 'doApproval', changes: 'records' },
    }));
    const { problems } = changeRequestPlan(catalog, request);
    expect(problems.join('\n')).toContain('declare `baseVersionNum`');
    expect(problems.join('\n')).toContain('applyOn `doApproval` is not a workflow action');
    expect(problems.join('\n')).toContain('changes `records` is not a line collection');
  });
});
