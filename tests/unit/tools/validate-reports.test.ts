// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemsAfter as problemsAfterChanges } from './support/validate-changed-copy';

/** The validator's checks of report and dashboard descriptors (tools/validate/screens/check-report-screen.ts, check-dashboard-screen.ts). */
const REPORT = 'screens/report/supplierPurchaseAmountReport.json';
const DASHBOARD = 'screens/report/purchaseDashboard.json';

type Json = Record<string, unknown> & { query: Record<string, unknown>; columns: Record<string, unknown>[]; chart: Record<string, unknown>; drill: Record<string, unknown>; widgets: Record<string, unknown>[]; toolbar: Record<string, unknown>[]; search: Record<string, unknown>[] };

function problemsAfter(file: string, change: (json: Json) => void): string {
  return problemsAfterChanges({ [file]: (json) => change(json as Json) });
}

describe('report descriptors', () => {
  it('checks the query with the server’s own rules, naming the JSON path', () => {
    const text = problemsAfter(REPORT, (json) => {
      json.query.groupBy = [{ field: 'supplierNme', parent: true }];
    });
    expect(text).toContain(`${REPORT}: $.query.groupBy[0].field: The field "supplierNme" cannot be used to group`);
    expect(problemsAfter(REPORT, (json) => {
      json.query.measures = [{ fn: 'sum', field: 'itemName' }];
    })).toContain('$.query.measures[0].field: sum needs a number field; "itemName" is not one');
    expect(problemsAfter(REPORT, (json) => {
      json.query.groupBy = [{ field: 'startDate', parent: true, bucket: 'week' }];
    })).toContain('$.query.groupBy[0].bucket');
  });

  it('checks columns, chart and drill against the result keys, and titles where a key is no field', () => {
    const text = problemsAfter(REPORT, (json) => {
      json.columns[2].key = 'months';
      delete json.columns[4].title;
      json.chart.x = 'supplier';
      (json.drill.params as Record<string, unknown>).supplierId = { key: 'supplierNo' };
      json.drill.route = 'purchaseOrderLst';
    });
    expect(text).toContain('$.columns[2].key: `months` is not a key of the query\'s rows');
    expect(text).toContain('did you mean `month`?');
    expect(text).toContain('$.columns[4].title: `amount` is no field of the entity');
    expect(text).toContain('$.chart.x: `supplier` is not a key');
    expect(text).toContain('$.drill.params.supplierId.key: `supplierNo` is not a key');
    expect(text).toContain('$.drill.route: route `purchaseOrderLst` has no screen; did you mean `purchaseOrderList`?');
  });

  it('checks the search fields of the header, the toolbar and the export’s resource code', () => {
    const text = problemsAfter(REPORT, (json) => {
      json.search[0].field = 'orgIdd';
      json.toolbar = [{ action: 'export' }, { action: 'delete', resource: 'btnDelete' }];
    });
    expect(text).toContain('$.search[0].field: field `orgIdd` is not in entity srmPoHeader; did you mean `orgId`?');
    expect(text).toContain('$.toolbar[0].resource: export needs the resource code that grants it');
    expect(text).toContain("$.toolbar[1].action: a report's toolbar offers export and refresh only");
  });
});

describe('dashboard descriptors (no entity of their own)', () => {
  it('checks each widget under its own route: a menu opens it and its screen reads the widget’s entity', () => {
    const text = problemsAfter(DASHBOARD, (json) => {
      json.widgets[0].route = 'reportBackExportList';
      json.widgets[1].route = 'supplierPurchaseAmountRpt';
      json.widgets[2].responsibilities = ['PUR_APPROVR'];
    });
    expect(text).toContain(`${DASHBOARD}: $.widgets[0].route: the screen of route \`reportBackExportList\` does not read entity srmPoHeader`);
    expect(text).toContain('$.widgets[1].route: route `supplierPurchaseAmountRpt` has no screen');
    expect(text).toContain('$.widgets[2].responsibilities[0]: responsibility `PUR_APPROVR` is not in seed/system/menus.json; did you mean `PUR_APPROVER`?');
  });

  it('checks each widget’s query, chart and columns against its entity', () => {
    const text = problemsAfter(DASHBOARD, (json) => {
      (json.widgets[1].query as Record<string, unknown>).measures = [{ fn: 'sum', field: 'taxTotalAmont' }];
      (json.widgets[4].chart as Record<string, unknown>).x = 'months';
      (json.widgets[7].columns as Record<string, unknown>[])[0].key = 'poNumbr';
    });
    expect(text).toContain('$.widgets[1].query.measures[0].field: The field "taxTotalAmont" cannot be used to measure');
    expect(text).toContain('$.widgets[4].chart.x: `months` is not a key');
    expect(text).toContain('$.widgets[7].columns[0].key: `poNumbr` is not a key');
  });

  it('refuses a widget that does not fit its kind, with the format’s message', () => {
    const text = problemsAfter(DASHBOARD, (json) => {
      (json.widgets[0].query as Record<string, unknown>).groupBy = [{ field: 'status' }];
      delete json.widgets[4].chart;
    });
    expect(text).toContain('$.widgets[0].query: a figure widget shows one measure');
    expect(text).toContain('$.widgets[4].chart: a chart widget needs a chart');
  });
});
