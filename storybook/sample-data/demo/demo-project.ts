import { LookupSeed, SystemConfig } from '../../../src/shared/formats/system-format';
import lookupsJson from '../../../seed/system/lookups.json';
import type { SampleProject } from '../../support/sample-project';
import { DEMO_ENTITIES } from './demo-entities';
import { demoRecords } from './demo-records';
import { DEMO_EDIT_ROUTE, DEMO_LIST_ROUTE, demoEditDescriptor, demoListDescriptor } from './demo-screens';

const text = (cn: string, en: string) => ({ cn, en });

/** One menu opening the sample requests, its buttons granted to buyers and supplier users alike. */
const DEMO_SYSTEM = SystemConfig.parse({
  menus: [
    {
      code: 'DEMO_REQUESTS',
      name: text('示例采购申请', 'Sample purchase requests'),
      route: DEMO_LIST_ROUTE,
      resources: [
        { code: 'btnAdd', name: text('新增', 'Add') },
        { code: 'btnSave', name: text('保存', 'Save') },
      ],
    },
  ],
  responsibilities: [
    { code: 'DEMO_BUYER', name: text('采购员', 'Buyer'), userType: 'internal', grants: { DEMO_REQUESTS: '*' } },
    { code: 'DEMO_SUPPLIER', name: text('供应商', 'Supplier'), userType: 'supplier', grants: { DEMO_REQUESTS: '*' } },
  ],
});

/** The demo entities as a project of their own: their screens, the shipped lookups, hand-written records. */
export const demoProject: SampleProject = {
  entities: DEMO_ENTITIES,
  entitySources: Object.fromEntries(DEMO_ENTITIES.map((entity) => [`/schemas/demo/${entity.name}.json`, () => Promise.resolve(entity)])),
  descriptorSources: {
    [`/screens/demo/${DEMO_LIST_ROUTE}.json`]: () => Promise.resolve(demoListDescriptor()),
    [`/screens/demo/${DEMO_EDIT_ROUTE}.json`]: () => Promise.resolve(demoEditDescriptor()),
  },
  lookups: LookupSeed.parse(lookupsJson),
  system: DEMO_SYSTEM,
  records: demoRecords(),
};
