import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import type { SignedInClient } from '../../support/signed-client';

type Row = Record<string, unknown>;

/** The purchase order calls of one user, through his PO_LIST menu. */
export class Orders {
  constructor(
    readonly client: SignedInClient,
    readonly menu: MenuContext,
  ) {}

  call<T = Row>(operation: string, body: Row): Promise<ApiEnvelope<T>> {
    return this.client.adapter.request<T>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu: this.menu });
  }

  /** A valid draft order for the first supplier (华东精密机械有限公司), with two lines. */
  async draft(overrides: Row = {}): Promise<Row> {
    const supplier = await this.client.adapter.request<Row[]>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: { supplierName: '华东精密机械有限公司' }, menu: this.menu });
    const orgs = await this.client.adapter.request<Row[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: {}, menu: this.menu });
    return {
      poType: 'STANDARD',
      orgId: orgs.data[0].orgId,
      supplierId: supplier.data[0].supplierId,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      buyerId: this.client.login.user.userId,
      startDate: '2026-12-01',
      lines: [
        { itemName: '深沟球轴承 6204', demandQty: 3, taxPrice: 11.3, demandDate: '2026-12-10' },
        { itemName: '六角螺栓 M8x30', demandQty: 10, taxPrice: 2.26, demandDate: '2026-12-12' },
      ],
      ...overrides,
    };
  }

  async save(record: Row): Promise<Row> {
    const answer = await this.call('saveOrUpdate', record);
    if (answer.status !== 'S') throw new Error(`save failed: ${answer.msg} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }
}
