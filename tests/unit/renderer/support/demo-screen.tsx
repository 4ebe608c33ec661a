import type { z } from 'zod';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import type { ScreenDescriptor } from '../../../../renderer/screen-format';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import { demoProject } from '../../../../storybook/sample-data/demo/demo-project';
import { demoRecords } from '../../../../storybook/sample-data/demo/demo-records';
import { DEMO_EDIT_ROUTE, demoEditDescriptor, demoListDescriptor, type DemoEditOptions } from '../../../../storybook/sample-data/demo/demo-screens';
import { DEMO_ENTITIES } from '../../../../storybook/sample-data/demo/demo-entities';
import { lookupSeed } from './fixtures';
import { renderWithProviders } from './render-screen';

type Row = Record<string, unknown>;

export function demoAdapter(options: { userType?: 'internal' | 'supplier'; records?: Record<string, Row[]> } = {}): MemoryAdapter {
  return createMemoryAdapter({
    entities: DEMO_ENTITIES,
    records: options.records ?? demoRecords(),
    lookups: lookupSeed,
    resources: ['btnAdd', 'btnSave'],
    user: { userId: 9, userType: options.userType ?? 'internal', supplierId: 1 },
  });
}

/**
 * The sample request's screens (storybook/sample-data/demo) rendered as the shell renders a screen: the
 * edit descriptor built with `edit` options, the list, over the demo records in a memory adapter.
 */
export function renderDemo(
  options: {
    route?: string;
    params?: Record<string, string>;
    edit?: DemoEditOptions;
    userType?: 'internal' | 'supplier';
    language?: 'CN' | 'EN';
    adapter?: MemoryAdapter;
  } = {},
) {
  const adapter = options.adapter ?? demoAdapter({ userType: options.userType });
  const edit: z.input<typeof ScreenDescriptor> = demoEditDescriptor(options.edit);
  const loader = createScreenLoader({
    descriptors: {
      '/screens/demo/demoRequestList.json': () => Promise.resolve(demoListDescriptor()),
      [`/screens/demo/${DEMO_EDIT_ROUTE}.json`]: () => Promise.resolve(edit),
    },
    entities: createEntityLoader(demoProject.entitySources),
    registry: defaultScreenRegistry,
  });
  const harness = renderWithProviders(
    <ScreenRenderer
      route={options.route ?? DEMO_EDIT_ROUTE}
      params={{ menuId: '11', respId: '2', ...options.params }}
      userType={options.userType ?? 'internal'}
      loader={loader}
    />,
    { adapter, language: options.language },
  );
  return { adapter, ...harness };
}
