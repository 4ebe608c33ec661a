import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { exportColumn } from '../../../../renderer/export/list-export-request';
import { leafColumns } from '../../../../renderer/grid/columns/grid-column';
import { rendererMessagesCn } from '../../../../renderer/i18n/renderer-messages-cn';
import { rendererMessagesEn } from '../../../../renderer/i18n/renderer-messages-en';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { parseListScreen } from '../../../../renderer/renderers/list-screen/list-model';
import { ListScreenDescriptor } from '../../../../renderer/renderers/list-screen/list-screen.schema';
import { buildCodeLabelIndex, codeLabelOf } from '../../../../src/shared/entity/code-label-index';
import { STANDARD_ACTION_LABELS, STANDARD_OPERATION_LABELS } from '../../../../src/shared/entity/standard-operation-labels';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';
import { CATALOG } from './grid-kit';

/**
 * The `labelOf` key of list columns and edit fields (src/shared/entity/code-label-index.ts): the operation
 * log names entities by their schema's label and operations by their action's (or the standard
 * operation's) label, in either language, from the server's label index; the code stays on hover.
 */
failOnConsoleError();

const LOG = { operateTime: '2026-11-26 10:00:00', userName: 'buyer', userType: 'internal', recordId: '1', result: 'S', message: '' };
const PO_LABEL = CATALOG.get('srmPoHeader').label;
const SUBMIT_LABEL = CATALOG.get('srmPoHeader').workflow?.actions.doSubmit.label ?? { cn: '', en: '' };

function logAdapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      baseUserOperateLog: [
        { logId: 1, ...LOG, entityName: 'srmPoHeader', operation: 'saveOrUpdate' },
        { logId: 2, ...LOG, entityName: 'srmPoHeader', operation: 'doSubmit' },
        { logId: 3, ...LOG, entityName: 'noSuchEntity', operation: 'doSomething' },
      ],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
  });
}

describe('code labels', () => {
  it('resolves entity and operation labels from the label index', () => {
    const index = buildCodeLabelIndex(allEntities);
    expect(codeLabelOf(index, 'entity', 'srmPoHeader', {})).toEqual(PO_LABEL);
    expect(codeLabelOf(index, 'operation', 'doSubmit', { entityName: 'srmPoHeader' })).toEqual(SUBMIT_LABEL);
    expect(codeLabelOf(index, 'operation', 'doSubmit', { entity: 'srmPoHeader' }, 'entity')).toEqual(SUBMIT_LABEL);
    expect(codeLabelOf(index, 'operation', 'saveOrUpdate', { entityName: 'srmPoHeader' })).toEqual({ cn: '保存', en: 'Save' });
    expect(codeLabelOf(index, 'entity', 'noSuchEntity', {})).toBeUndefined();
    expect(codeLabelOf(index, 'entity', 'toString', {})).toBeUndefined();
    expect(codeLabelOf(index, 'operation', 'doSomething', { entityName: 'noSuchEntity' })).toBeUndefined();
  });

  it('names the standard operations as the buttons that call them, from one source', () => {
    for (const [operation, action] of [['saveOrUpdate', 'save'], ['delete', 'delete'], ['doImport', 'import'], ['export', 'export'], ['backExport', 'backExport']] as const) {
      expect(STANDARD_OPERATION_LABELS[operation]).toBe(STANDARD_ACTION_LABELS[action]);
      expect(rendererMessagesCn.actions[action]).toBe(STANDARD_ACTION_LABELS[action].cn);
      expect(rendererMessagesEn.actions[action]).toBe(STANDARD_ACTION_LABELS[action].en);
    }
    // No other file of the renderer names them again.
    expect(readFileSync('renderer/i18n/renderer-messages-cn.ts', 'utf8')).not.toContain("'保存'");
  });

  it('opens the operation log without loading every entity schema', async () => {
    const loaded: string[] = [];
    const sources = Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => (loaded.push(entity.name), Promise.resolve(entity))]));
    const descriptor = ListScreenDescriptor.parse(JSON.parse(readFileSync('screens/admin/userOperateLogList.json', 'utf8')));
    const model = await parseListScreen(descriptor, createEntityLoader(sources));
    expect(loaded).toEqual(['baseUserOperateLog']);
    // The export sends the columns' labelOf, so the workbook shows the labels too.
    const operation = leafColumns(model.table.columns).find((column) => column.key === 'operation');
    expect(operation && exportColumn(operation, 170, (text) => text.cn)).toMatchObject({ key: 'operation', labelOf: 'operation' });
  });

  it('shows the operation log’s entities and operations by name, the codes on hover, from one call', async () => {
    const adapter = logAdapter();
    renderScreen({ route: 'userOperateLogList', adapter });
    const entityCells = await screen.findAllByText(PO_LABEL.cn);
    expect(entityCells[0].getAttribute('title')).toBe('srmPoHeader');
    expect(screen.getByText('保存').getAttribute('title')).toBe('saveOrUpdate');
    expect(screen.getByText(SUBMIT_LABEL.cn).getAttribute('title')).toBe('doSubmit');
    // What nothing names shows as stored.
    expect(screen.getByText('noSuchEntity')).toBeTruthy();
    expect(screen.getByText('doSomething')).toBeTruthy();
    expect(adapter.requests.filter((request) => request.operation === 'findCodeLabels')).toHaveLength(1);
  });

  it('says so in English', async () => {
    renderScreen({ route: 'userOperateLogList', adapter: logAdapter(), language: 'EN' });
    await screen.findAllByText(PO_LABEL.en);
    expect(screen.getByText('Save').getAttribute('title')).toBe('saveOrUpdate');
  });

  it('shows the entity and the operation by name on the log entry’s detail screen', async () => {
    renderScreen({ route: 'userOperateLogDetail', adapter: logAdapter(), params: { id: '2' } });
    expect((await screen.findByText(PO_LABEL.cn)).getAttribute('title')).toBe('srmPoHeader');
    expect((await screen.findByText(SUBMIT_LABEL.cn)).getAttribute('title')).toBe('doSubmit');
  });

  it('and in English', async () => {
    renderScreen({ route: 'userOperateLogDetail', adapter: logAdapter(), params: { id: '1' }, language: 'EN' });
    expect((await screen.findByText(PO_LABEL.en)).getAttribute('title')).toBe('srmPoHeader');
    expect((await screen.findByText('Save')).getAttribute('title')).toBe('saveOrUpdate');
  });
});
