import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { storyAnnotations } from '../../../storybook/story-annotations';
import { addMenuEntry } from '../../../tools/new-screen/menu-entry';
import { MENUS_FILE, planScaffold, ScaffoldError } from '../../../tools/new-screen/scaffold-plan';
import { writeScaffold } from '../../../tools/new-screen/write-scaffold';
import { validateProject } from '../../../tools/validate/validate-project';
import { projectOnDisk } from '../authoring/support/project-on-disk';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from '../storybook/support/story-render';

setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
let copy = '';

function projectCopy(): string {
  copy = mkdtempSync(join(tmpdir(), 'srm-new-screen-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(REPO_ROOT, dir), join(copy, dir), { recursive: true });
  return copy;
}

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = '';
});

describe('npm run new:screen', () => {
  it('writes list and edit descriptors that validate, and a menu granted to the administrator', () => {
    const root = projectCopy();
    const plan = planScaffold(root, { entity: 'srmPosSupplierInfo' });
    expect(writeScaffold(root, plan)).toEqual([
      'screens/supplier/posSupplierInfoList.json',
      'screens/supplier/posSupplierInfoEdit.json',
      MENUS_FILE,
    ]);
    // Beside the other supplier screens: the node menu whose screens show the most entities of the entity's service.
    expect(plan).toMatchObject({ parentMenu: 'SUPPLIER_MANAGE', menuCode: 'POS_SUPPLIER_INFO', listRoute: 'posSupplierInfoList' });
    expect(validateProject(root).problems.format()).toBe('');
    const list = JSON.parse(readFileSync(join(root, plan.files[0].path), 'utf8'));
    expect(list).toMatchObject({ $schema: '../../schemas/screen.schema.json', entity: 'srmPosSupplierInfo', editRoute: 'posSupplierInfoEdit' });
    expect(list.columns[0]).toEqual({ key: 'supplierNumber', width: 150, linkTag: 'edit' });
  });

  it('changes only the lines of menus.json it adds to, leaving the rest byte for byte', () => {
    const root = projectCopy();
    const before = readFileSync(join(root, MENUS_FILE), 'utf8').split('\n');
    writeScaffold(root, planScaffold(root, { entity: 'baseOrganization' }));
    const after = readFileSync(join(root, MENUS_FILE), 'utf8').split('\n');
    const changed = before.filter((line) => !after.includes(line));
    expect(changed).toHaveLength(1);
    // The administrator's grants, one line, which gains the new menu at its end.
    expect(changed[0].trim()).toMatch(/^"grants": \{ "PURCHASE": \[\], /);
    expect(after).toContain(changed[0].replace(/ }$/, ', "ORGANIZATION": "*" }'));
    expect(after.length - before.length).toBe(10);
  });

  it('adds to an empty menu and to grants written over several lines, in their own layout', () => {
    const text = [
      '{',
      '  "menus": [{ "code": "QUALITY", "name": { "cn": "质量", "en": "Quality" }, "children": [] }],',
      '  "responsibilities": [',
      '    {',
      '      "code": "SYS_ADMIN",',
      '      "name": { "cn": "系统管理员", "en": "System administrator" },',
      '      "userType": "internal",',
      '      "grants": {',
      '        "QUALITY": []',
      '      }',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const entry = { code: 'QUALITY_ISSUE', name: { cn: '质量问题', en: 'Quality issue' }, route: 'qualityIssueList' };
    const result = addMenuEntry(text, 'QUALITY', entry);
    expect(result).toContain('"children": [\n    { "code": "QUALITY_ISSUE", "name": { "cn": "质量问题", "en": "Quality issue" }, "route": "qualityIssueList" }\n  ] }');
    expect(result).toContain('        "QUALITY": [],\n        "QUALITY_ISSUE": "*"\n      }');
    expect(() => addMenuEntry(text, 'NOWHERE', entry)).toThrow('menu NOWHERE is not in seed/system/menus.json');
  });

  it('refuses what it cannot do: an unknown entity, a line entity, screens that exist', () => {
    const root = projectCopy();
    expect(() => planScaffold(root, { entity: 'srmPoHeadr' })).toThrow('entity `srmPoHeadr` does not exist; did you mean `srmPoHeader`?');
    expect(() => planScaffold(root, { entity: 'srmPoLine' })).toThrow(ScaffoldError);
    expect(() => planScaffold(root, { entity: 'baseUsers', parentMenu: 'PO_LIST' })).toThrow('--menu PO_LIST is not a menu with children');
    const plan = planScaffold(root, { entity: 'baseUsers' });
    writeScaffold(root, plan);
    expect(() => planScaffold(root, { entity: 'baseUsers' })).toThrow('route `usersList` already has a screen');
    rmSync(join(root, plan.files[1].path));
    expect(() => writeScaffold(root, plan)).toThrow(/EEXIST/);
    expect(existsSync(join(root, plan.files[1].path))).toBe(false);
  });

  it('writes screens that render over sample data before anyone edits them', async () => {
    const root = projectCopy();
    const plan = planScaffold(root, { entity: 'srmPosSupplierInfo' });
    writeScaffold(root, plan);
    const project = projectOnDisk(root);
    for (const file of plan.files) {
      const descriptor = JSON.parse(readFileSync(join(root, file.path), 'utf8'));
      const story = screenStoryFile(`/${file.path}`, descriptor, project);
      await renderStoryToRest(composeStory({ ...story.story, globals: { locale: 'CN', viewer: 'buyer' } }, story.meta));
      expect(screen.getAllByText('供应商').length).toBeGreaterThan(0);
      expect(screen.getAllByText('S000001').length).toBeGreaterThan(0);
    }
  });
});
