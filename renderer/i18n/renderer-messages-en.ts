import type { rendererMessagesCn } from './renderer-messages-cn';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** Every string the renderer shows, in English; typed against the CN file so no key is missing. */
export const rendererMessagesEn: Messages<typeof rendererMessagesCn> = {
  common: {
    loading: 'Loading…',
    search: 'Search',
    reset: 'Reset',
    ok: 'OK',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    required: 'Required',
    total: 'Total',
    sequence: 'No.',
    operate: 'Actions',
    noData: 'No data',
    selectPlaceholder: 'Select',
    inputPlaceholder: 'Enter',
  },
  actions: {
    create: 'New',
    edit: 'Edit',
    save: 'Save',
    delete: 'Delete',
    refresh: 'Refresh',
    back: 'Back',
    addLine: 'Add line',
  },
  screen: {
    unknownRoute: 'Unknown screen: {{route}}',
    unknownRouteHint: 'No screen descriptor exists for this route; check the menu configuration.',
    loadFailed: 'The screen could not be loaded',
  },
  list: {
    pageTotal: '{{count}} records',
    pageTotalAtLeast: 'at least {{count}} records',
    selectedRows: '{{count}} rows selected',
    acrossPageSelected: 'Across the page selected {{count}} rows',
    selectFirst: 'Select at least one record',
    confirmDelete: 'Delete the {{count}} selected records?',
    deleted: 'Deleted',
    confirmAction: 'Run "{{action}}" on the {{count}} selected records?',
    actionDone: '"{{action}}" done for {{count}} records',
    actionPartlyFailed: '"{{action}}" done for {{done}}, failed for {{failed}}: {{msg}}',
    configureApi: 'Please configure the API attribute',
    cellLinkMissing: 'Cell link method not configured',
  },
  edit: {
    saved: 'Saved',
    fixErrors: 'Correct the highlighted fields before saving',
    actionDone: '"{{action}}" done',
    readOnlyStatus: 'The record cannot be changed in its current status',
    newRecord: 'New',
    reasonTitle: 'Reason for {{action}}',
    reasonLabel: 'Reason',
    reasonRequired: 'Enter a reason',
    lines: '{{count}} lines',
  },
  flag: {
    badValue: 'Value should be trueValue or falseValue',
  },
};
