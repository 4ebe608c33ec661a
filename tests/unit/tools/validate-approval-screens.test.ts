// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, problemsAfter } from './support/validate-changed-copy';

/** tools/validate/screens/check-process-screens.ts, check-approval-history-tab.ts and operation buttons. */
const TODO = 'screens/bpm/myUpcoming.json';
const TASK_VIEW = 'screens/bpm/approvalTask.json';
const DESIGNER = 'screens/bpm/processDesigner.json';
const PO_EDIT = 'screens/purchasing/purOrderManage/purchaseOrderEdit.json';

describe('validator: approval screens', () => {
  it('passes the shipped approval screens', () => {
    expect(problemsAfter({})).toBe('');
  });

  it('wants an operation button to name its label and resource', () => {
    const text = problemsAfter({
      [TODO]: (json) => {
        delete at(json, 'rowActions', 1).label;
        delete at(json, 'rowActions', 2).resource;
      },
    });
    expect(text).toContain(`${TODO}: $.rowActions[1].label: operation button \`doApproveTask\` needs a label`);
    expect(text).toContain(`${TODO}: $.rowActions[2].resource: operation button \`doRejectTask\` needs the resource code`);
  });

  it('checks the designer\'s deploy code, the instance view\'s task buttons and document routes', () => {
    const text = problemsAfter({
      [DESIGNER]: (json) => void (json.deployResource = 'btnDeplo'),
      [TASK_VIEW]: (json) => {
        at(json, 'taskActions', 0).resource = 'btnApprov';
        delete at(json, 'taskActions', 1).operation;
        json.documentRoutes = { srmPoHeader: 'purchaseOrderList' };
      },
    });
    expect(text).toContain(`${DESIGNER}: $.deployResource: resource \`btnDeplo\` is not a resource of the menu of route processList`);
    expect(text).toContain(`${TASK_VIEW}: $.taskActions[0].resource: resource \`btnApprov\` is not a resource of the menu of route myUpcoming`);
    expect(text).toContain(`${TASK_VIEW}: $.taskActions[1].operation: task action \`doRejectTask\` must be an operation button`);
    expect(text).toContain(`${TASK_VIEW}: $.documentRoutes.srmPoHeader: route \`purchaseOrderList\` is not an edit screen of srmPoHeader`);
  });

  it('wants a to-do list to open its rows on an edit screen and to name keys its records carry', () => {
    const unknownKey = problemsAfter({ [TODO]: (json) => void (json.todo = { code: 'businessCod', detail: 'activityName' }) });
    expect(unknownKey).toContain(`${TODO}: $.todo.code: field \`businessCod\` is not in entity bpmTask`);
    const noEdit = problemsAfter({
      [TODO]: (json) => {
        delete json.editRoute;
        json.rowActions = [];
        json.columns = [{ key: 'activityName', width: 170 }];
      },
    });
    expect(noEdit).toContain(`${TODO}: $.todo: a to-do list opens its rows from the home page: it needs an editRoute`);
  });

  it('wants an approvals tab to work under a to-do list that opens instances', () => {
    const text = problemsAfter({ [PO_EDIT]: (json) => void (at(json, 'tabs', 3, 'approvalHistory').route = 'processMonitoring') });
    expect(text).toContain(`${PO_EDIT}: $.tabs[3].approvalHistory.route: route \`processMonitoring\` must be a list of bpmTask whose editRoute is a processInstance screen`);
  });
});
