import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../../renderer/loading/screen-loader';
import { createDefaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, lookupSeed } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const entities = () =>
  createEntityLoader(Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)])));

function lookupList(title: string, route = 'lookup') {
  return {
    version: 1,
    type: 'list',
    route,
    title: { cn: title, en: title },
    entity: 'baseLookupValues',
    table: { name: 't' },
    columns: [{ key: 'lookupCode' }],
  };
}

describe('a descriptor saved while the dev server runs', () => {
  it('replaces what the loader parsed, tells subscribers, and finds new files', async () => {
    const loader = createScreenLoader({
      descriptors: { '/screens/admin/lookup.json': () => Promise.resolve(lookupList('快码')) },
      entities: entities(),
      registry: createDefaultScreenRegistry(),
    });
    expect((await loader.load('lookup')).title.cn).toBe('快码');
    const listener = vi.fn();
    const stop = loader.subscribe(listener);
    loader.replaceSources({
      descriptors: {
        '/screens/admin/lookup.json': () => Promise.resolve(lookupList('快码值')),
        '/screens/admin/lookupCopy.json': () => Promise.resolve(lookupList('副本', 'lookupCopy')),
      },
      entities: entities(),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loader.revision()).toBe(1);
    expect((await loader.load('lookup')).title.cn).toBe('快码值');
    expect(loader.routes().sort()).toEqual(['lookup', 'lookupCopy']);
    stop();
    loader.replaceSources({ descriptors: {}, entities: entities() });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates the open screen without remounting the app', async () => {
    const loader = createScreenLoader({
      descriptors: { '/screens/admin/lookup.json': () => Promise.resolve(lookupList('快码')) },
      entities: entities(),
      registry: createDefaultScreenRegistry(),
    });
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed });
    renderWithProviders(<ScreenRenderer route="lookup" params={{}} userType="internal" loader={loader} />, { adapter });
    expect(await screen.findByText('快码')).toBeTruthy();
    act(() =>
      loader.replaceSources({
        descriptors: { '/screens/admin/lookup.json': () => Promise.resolve(lookupList('快码值查询')) },
        entities: entities(),
      }),
    );
    expect(await screen.findByText('快码值查询')).toBeTruthy();
    expect(screen.queryByText('快码')).toBeNull();
  });
});
