// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { declaredDefault } from '../../../src/shared/entity/field-default';

const label = { cn: '甲', en: 'A' };

function problems(field: Record<string, unknown>): string[] {
  const entity = { version: 1, name: 'demoOrder', service: 'srm', table: 'demo_order', label, primaryKey: 'orderId', fields: [field] };
  const result = EntitySchema.safeParse(entity);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('an entity field\'s "$currentUser" default', () => {
  it('is a user id: an integer field, referencing users when it references anything', () => {
    expect(problems({ name: 'buyerId', type: 'integer', label, default: '$currentUser', ref: { entity: 'baseUsers' } })).toEqual([]);
    expect(problems({ name: 'buyerName', type: 'string', label, default: '$currentUser' })).toEqual([
      "fields.0.default: $currentUser is a user's id: `buyerName` must be an integer field",
    ]);
    expect(problems({ name: 'supplierId', type: 'integer', label, default: '$currentUser', ref: { entity: 'srmPosSupplierInfo' } })).toEqual([
      "fields.0.default: $currentUser is a user's id: `supplierId` must be an integer field referencing baseUsers, not srmPosSupplierInfo",
    ]);
  });

  it('cannot sit beside a createStamp, which the server always sets', () => {
    expect(problems({ name: 'createdBy', type: 'integer', label, default: '$currentUser', createStamp: 'currentUser' })).toEqual([
      'fields.0.default: `createdBy` is a createStamp field, always set by the server: drop the default',
    ]);
  });

  it('gives the creating user, and a literal default its value', () => {
    expect(declaredDefault({ name: 'buyerId', type: 'integer', label, default: '$currentUser' }, 7)).toBe(7);
    expect(declaredDefault({ name: 'poType', type: 'string', label, default: 'STANDARD' }, 7)).toBe('STANDARD');
    expect(declaredDefault({ name: 'note', type: 'string', label }, 7)).toBeUndefined();
  });
});
