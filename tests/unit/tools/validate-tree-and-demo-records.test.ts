// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const TREE_SCREEN = 'screens/masterdata/purchaseCassificationManagement.json';
const CATEGORIES = 'seed/demo/records/010-purchase-categories.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
const edit = (file: string, change: (json: Json) => void) => staged.edit(file, change);
const problems = () => staged.problems();

describe('the tree screen checker', () => {
  it('wants an entity with a tree rule', () => {
    edit(TREE_SCREEN, (json) => {
      json.entity = 'baseOrganization';
      json.sections = [{ title: { cn: '组织', en: 'Organisation' }, fields: [{ field: 'orgCode' }] }];
    });
    expect(problems()).toContain(`${TREE_SCREEN}: $.entity: entity baseOrganization has no \`tree\` rule`);
  });

  it('checks the form fields, the buttons and their resources', () => {
    edit(TREE_SCREEN, (json) => {
      const [section] = json.sections as { fields: { field: string }[] }[];
      section.fields[0].field = 'categoryCod';
      (json.actions as { action: string; resource?: string }[]).push({ action: 'addSibling', resource: 'btnAdd' }, { action: 'addChild', resource: 'btnAddd' });
    });
    const text = problems();
    expect(text).toContain(`${TREE_SCREEN}: $.sections[0].fields[0].field: field \`categoryCod\` is not in entity basePurchaseCategory; did you mean \`categoryCode\`?`);
    expect(text).toContain(`${TREE_SCREEN}: $.actions[4].action: action \`addSibling\` is neither a standard action (save, delete, addChild, addRoot)`);
    expect(text).toContain(`${TREE_SCREEN}: $.actions[5].resource: resource \`btnAddd\` is not a resource of the menu of route purchaseCassificationManagement; did you mean \`btnAdd\`?`);
  });

  it('wants the update resource on the menu while dragging is on', () => {
    edit('seed/system/menus.json', (json) => {
      const master = (json.menus as { code: string; children: { resources: { code: string }[] }[] }[]).find((menu) => menu.code === 'MASTER_DATA');
      const category = master?.children[0];
      if (category) category.resources = category.resources.filter((resource) => resource.code !== 'btnSave');
    });
    edit(TREE_SCREEN, (json) => {
      json.actions = (json.actions as { action: string }[]).filter((button) => button.action !== 'save');
    });
    expect(problems()).toContain(`${TREE_SCREEN}: $.draggable: moving a node needs resource \`btnSave\` on the menu of route purchaseCassificationManagement`);
    edit(TREE_SCREEN, (json) => {
      json.draggable = false;
    });
    expect(problems()).toBe('');
  });
});

describe('the demo records checker', () => {
  it('accepts the committed files', () => {
    expect(problems()).toBe('');
  });

  it('names unknown fields, users and key fields', () => {
    edit(CATEGORIES, (json) => {
      json.user = 'admn';
      json.key = ['categoryKode'];
      (json.records as Record<string, unknown>[])[0].categoryNam = '生产性物料';
    });
    const text = problems();
    expect(text).toContain(`${CATEGORIES}: $.user: \`admn\` is not a demo user of seed/system/demo-users.json; did you mean \`admin\`?`);
    expect(text).toContain(`${CATEGORIES}: $.key[0]: field \`categoryKode\` is not in entity basePurchaseCategory; did you mean \`categoryCode\`?`);
    expect(text).toContain(`${CATEGORIES}: $.records[0].categoryNam: \`categoryNam\` is not a field of basePurchaseCategory that a save takes; did you mean \`categoryName\`?`);
  });

  it('wants a referenced record created before the records that refer to it', () => {
    edit(CATEGORIES, (json) => {
      const records = json.records as Record<string, unknown>[];
      records.unshift(records.splice(3, 1)[0]);
      records.push({ categoryCode: '09', categoryName: '孤儿', parentCategoryId: { ref: 'basePurchaseCategory', by: 'categoryCode', value: '99' } });
      records.push({ categoryCode: '10', parentCategoryId: { ref: 'basePurchaseCategory', by: 'categoryName', value: '生产性物料' } });
    });
    const text = problems();
    expect(text).toContain(`${CATEGORIES}: $.records[0].parentCategoryId.value: no earlier demo record of basePurchaseCategory has categoryCode "01": put the referenced record first`);
    expect(text).toContain(`${CATEGORIES}: $.records[33].parentCategoryId.value: no earlier demo record of basePurchaseCategory has categoryCode "99"`);
    expect(text).toContain(`${CATEGORIES}: $.records[34].parentCategoryId.by: \`categoryName\` is neither unique nor the code field of basePurchaseCategory`);
    expect(text).toContain(`${CATEGORIES}: $.records[34]: required field \`categoryName\` of basePurchaseCategory is missing`);
  });

  it('takes the responsibilities of the menu seed as created before any demo record, and only those', () => {
    const providers = 'seed/demo/records/190-sso-providers.json';
    expect(problems()).toBe('');
    edit(providers, (json) => {
      const [first] = json.records as { provisionRespId: { value: string } }[];
      first.provisionRespId.value = 'PUR_BUYR';
    });
    expect(problems()).toContain(`${providers}: $.records[0].provisionRespId.value: no earlier demo record of baseResponsibility has responsibilityCode "PUR_BUYR"`);
  });

  it('checks the format and the $schema', () => {
    edit(CATEGORIES, (json) => {
      json.$schema = 'demo-records.schema.json';
    });
    expect(problems()).toContain(`${CATEGORIES}: $.$schema: must be "../../../schemas/demo-records.schema.json"`);
    edit(CATEGORIES, (json) => {
      json.records = [];
    });
    expect(problems()).toContain(`${CATEGORIES}: $.records:`);
  });
});
