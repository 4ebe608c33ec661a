import { describe, expect, it } from 'vitest';
import { createDefaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { ScreenRegistry } from '../../../../renderer/registry/screen-registry';
import { listScreenEntry } from '../../../../renderer/renderers/list-screen';

describe('screen registry', () => {
  it('holds the list, edit, tree, kanban, report, dashboard and the approval designer and instance renderers', () => {
    const registry = createDefaultScreenRegistry();
    expect(registry.types().sort()).toEqual(['chartBoard', 'dashboard', 'edit', 'kanban', 'list', 'processDesigner', 'processInstance', 'report', 'tree']);
    expect(registry.has('list')).toBe(true);
  });

  it('refuses a second renderer for the same type', () => {
    const registry = new ScreenRegistry();
    registry.register('list', listScreenEntry);
    expect(() => registry.register('list', listScreenEntry)).toThrow('a renderer for screen type "list" is already registered');
  });

  it('throws when asked for a type nobody registered', () => {
    const registry = new ScreenRegistry();
    registry.register('list', listScreenEntry);
    expect(() => registry.get('report')).toThrow('no renderer is registered for screen type "report"');
    expect(() => registry.get('edit')).toThrow('no renderer is registered for screen type "edit"');
  });
});
