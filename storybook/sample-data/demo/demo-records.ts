type Row = Record<string, unknown>;

/**
 * The records the demo entities start with: three suppliers, each with its own sites and contacts (so a
 * cascading select lists different choices per supplier), items with a unit, category and last price, and
 * one saved request with lines.
 */
export function demoRecords(): Record<string, Row[]> {
  return {
    demoSupplier: [
      { supplierId: 1, supplierCode: 'S000001', supplierName: '华东精密机械有限公司' },
      { supplierId: 2, supplierCode: 'S000002', supplierName: '深圳宏达电子科技有限公司' },
      { supplierId: 3, supplierCode: 'S000003', supplierName: '武汉长江包装材料有限公司' },
    ],
    demoSupplierSite: [
      { siteId: 11, siteCode: 'SH-01', siteName: '上海松江工厂', supplierId: 1 },
      { siteId: 12, siteCode: 'SZ-02', siteName: '苏州仓库', supplierId: 1 },
      { siteId: 21, siteCode: 'SZ-01', siteName: '深圳宝安工厂', supplierId: 2 },
      { siteId: 22, siteCode: 'DG-01', siteName: '东莞仓库', supplierId: 2 },
      { siteId: 31, siteCode: 'WH-01', siteName: '武汉东西湖工厂', supplierId: 3 },
    ],
    demoContact: [
      { contactId: 101, contactName: '李明', phone: '021-5788 1234', supplierId: 1 },
      { contactId: 102, contactName: '王芳', phone: '0512-6655 7788', supplierId: 1 },
      { contactId: 201, contactName: '陈强', phone: '0755-2233 4455', supplierId: 2 },
      { contactId: 301, contactName: '赵磊', phone: '027-8866 5533', supplierId: 3 },
    ],
    demoItem: [
      { itemId: 1, itemCode: 'M-1001', itemName: '深沟球轴承 6205', primaryUomCode: 'PCS', categoryName: '轴承', lastPrice: 12.5 },
      { itemId: 2, itemCode: 'M-2001', itemName: '镀锌钢板 1.5mm', primaryUomCode: 'KG', categoryName: '钢材', lastPrice: 6.85 },
      { itemId: 3, itemCode: 'M-3001', itemName: '瓦楞纸箱 60×40×40', primaryUomCode: 'BOX', categoryName: '包装', lastPrice: 0.1 },
    ],
    demoRequest: [
      {
        requestId: 1,
        requestNumber: 'RQ20261122-0001',
        status: 'DRAFT',
        supplierId: 1,
        supplierName: '华东精密机械有限公司',
        siteId: 11,
        siteName: '上海松江工厂',
        contactId: 101,
        contactName: '李明',
        contactPhone: '021-5788 1234',
        taxRateCode: 'VAT13',
        urgentFlag: 'N',
        budgetCode: 'BG-2026-07',
        totalQty: 110,
        totalAmount: 170,
        serviceAmount: 600,
        versionNum: 1,
        items: [
          { itemLineId: 1, lineNumber: 1, itemId: 1, itemName: '深沟球轴承 6205', itemCode: 'M-1001', siteId: 11, siteName: '上海松江工厂', uomCode: 'PCS', categoryName: '轴承', qty: 10, price: 12.5, taxRateCode: 'VAT13', sample: 'N', amount: 125, netPrice: 11.0619 },
          { itemLineId: 2, lineNumber: 2, itemId: 3, itemName: '瓦楞纸箱 60×40×40', itemCode: 'M-3001', siteId: 12, siteName: '苏州仓库', uomCode: 'BOX', categoryName: '包装', qty: 100, price: 0.45, taxRateCode: 'VAT13', sample: 'Y', sampleNote: '先发两箱试用', amount: 45, netPrice: 0.3982 },
        ],
        services: [{ serviceLineId: 1, lineNumber: 1, serviceName: '设备安装调试', hours: 8, rate: 75, amount: 600 }],
      },
    ],
  };
}
