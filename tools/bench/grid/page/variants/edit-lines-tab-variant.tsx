import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import lookupsJson from '../../../../../seed/system/lookups.json';
import poEditJson from '../../../../../screens/purchasing/purOrderManage/purchaseOrderEdit.json';
import { DataAdapterProvider } from '../../../../../renderer/context/data-adapter-context';
import { ScreenNavigationProvider } from '../../../../../renderer/context/screen-navigation-context';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { createRendererI18n } from '../../../../../renderer/i18n/standalone-renderer-i18n';
import { createEntityLoader } from '../../../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../../../renderer/screen-renderer';
import { EntitySchema } from '../../../../../src/shared/formats/entity-format';
import { LookupSeed } from '../../../../../src/shared/formats/system-format';
import { SeededRandom } from '../../../../../storybook/sample-data/seeded-random';
import { rowId } from '../bench-data';
import { pressEnter } from '../page-measures';
import type { BenchVariant } from './variant.types';

/*
 * The purchase order's own edit screen (screens/purchasing/purOrderManage/purchaseOrderEdit.json) holding an
 * order of N lines, its lines in a tab that is not the first one: what a buyer opening a big order's lines
 * tab waits for. The first render is the tab's (from the click on its title to its first line painted).
 */
const entityFiles = import.meta.glob<unknown>(['../../../../../schemas/**/*.json', '!../../../../../schemas/*.schema.json'], { eager: true, import: 'default' });
const ROUTE = 'purOrderManage/purchaseOrderEdit';
const LINES_TAB = 'lines';

/** The screen with the attachments tab first, so the lines tab is drawn only when opened. */
function benchDescriptor(): unknown {
  const descriptor = structuredClone(poEditJson) as { tabs: { key: string }[] };
  descriptor.tabs.sort((a, b) => Number(a.key === LINES_TAB) - Number(b.key === LINES_TAB));
  return descriptor;
}

const UOMS = ['PCS', 'KG', 'M', 'SET', 'BOX'];
const WORDS = ['精密', '轴承', '电机', '齿轮', '控制器', '传感器', '阀门', '钢板', '螺栓', '电缆'];

function orderLines(count: number): Record<string, unknown>[] {
  const random = new SeededRandom(`lines-tab-${count}`);
  return Array.from({ length: count }, (_, index) => {
    const qty = random.integer(1, 500);
    const price = Math.round(random.next() * 100_000) / 100;
    return {
      poLineId: index + 1,
      lineNumber: index + 1,
      itemCode: `M-${String(index + 1).padStart(6, '0')}`,
      itemName: rowId(index),
      itemSpec: `${random.pick(WORDS)}${random.pick(WORDS)}-${random.integer(1, 999)}`,
      uomCode: random.pick(UOMS),
      demandQty: qty,
      taxPrice: price,
      taxRateCode: 'VAT13',
      demandDate: `2026-12-${String(random.integer(1, 28)).padStart(2, '0')}`,
    };
  });
}

function benchAdapter(count: number) {
  const entities = Object.values(entityFiles).map((json) => EntitySchema.parse(json));
  return createMemoryAdapter({
    entities,
    records: {
      srmPosSupplierInfo: [{ supplierId: 1, supplierNumber: 'S000001', supplierName: '华东精密机械有限公司', supplierStatus: 'QUALIFIED', blacklistFlag: 'N' }],
      srmPoHeader: [{ poHeaderId: 1, poNumber: 'PO20261122-0001', poType: 'STANDARD', supplierId: 1, currencyCode: 'CNY', taxRateCode: 'VAT13', status: 'DRAFT', startDate: '2026-12-01', versionNum: 1, lines: orderLines(count) }],
    },
    lookups: LookupSeed.parse(lookupsJson),
    resources: ['btnSave', 'btnSubmit'],
    user: { userId: 1, userType: 'internal', supplierId: null },
  });
}

const NAVIGATION = { openScreen: () => undefined, closeCurrent: () => undefined, replaceParams: () => undefined };
const FIRST_LINE = `.srm-lines-grid .srm-grid-body [role="row"][aria-rowindex="1"] [data-cell$=":itemName"]`;

export function editLinesTabVariant(): BenchVariant {
  return {
    render: ({ rows }) => {
      // The memory adapter computes the lines' amounts and the totals once, as the server would have.
      const adapter = benchAdapter(rows.length);
      const loader = createScreenLoader({
        descriptors: { [`/screens/bench/${ROUTE}.json`]: () => Promise.resolve(benchDescriptor()) },
        entities: createEntityLoader(Object.fromEntries(Object.entries(entityFiles).map(([path, json]) => [path, () => Promise.resolve(json)]))),
        registry: defaultScreenRegistry,
      });
      return (
        <I18nextProvider i18n={createRendererI18n('CN')}>
          <JotaiProvider store={createStore()}>
            <DataAdapterProvider adapter={adapter}>
              <ScreenNavigationProvider navigation={NAVIGATION}>
                <ScreenRenderer route={ROUTE} params={{ id: '1', menuId: '1', respId: '1' }} userType="internal" loader={loader} />
              </ScreenNavigationProvider>
            </DataAdapterProvider>
          </JotaiProvider>
        </I18nextProvider>
      );
    },
    reveal: {
      ready: (root) => root.querySelector(`.srm-edit-tab-title[data-tab="${LINES_TAB}"]`) !== null && root.querySelector('[data-field="poNumber"]') !== null,
      show: (root) => root.querySelector<HTMLElement>(`.srm-edit-tab-title[data-tab="${LINES_TAB}"]`)?.click(),
    },
    scroller: (root) => {
      const scroller = root.querySelector<HTMLElement>('.srm-lines-grid .srm-grid-scroller');
      if (!scroller) throw new Error('no line grid scroller');
      return scroller;
    },
    startEdit: (root) => root.querySelector<HTMLElement>(FIRST_LINE)?.click(),
    editor: (root) => root.querySelector<HTMLInputElement>(`${FIRST_LINE} input`),
    commitEdit: (editor) => pressEnter(editor),
    editedCellText: (root) => root.querySelector(FIRST_LINE)?.textContent ?? null,
  };
}
