import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { codeLabels } from '../../../../renderer/display/code-labels';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';
import { CATALOG } from './grid-kit';

/**
 * renderer/display/code-labels.ts and the `labelOf` column key: the operation log names entities by their
 * schema's label and operations by their action's (or the standard operation's) label, in either language;
 * the code stays on the cell (tooltip).
 */
failOnConsoleError();

const LOG = { operateTime: '2026-11-26 10:00:00', userName: 'buyer', userType: 'internal', recordId: '1', result: 'S', message: '' };

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

describe('code columns shown by their labels', () => {
  it('resolves entity and operation labels from the entity schemas', () => {
    const entityLabel = codeLabels('entity', CATALOG);
    const operationLabel = codeLabels('operation', CATALOG);
    expect(entityLabel('srmPoHeader', {})).toEqual(CATALOG.get('srmPoHeader').label);
    expect(operationLabel('doSubmit', { entityName: 'srmPoHeader' })).toEqual(CATALOG.get('srmPoHeader').workflow?.actions.doSubmit.label);
    expect(operationLabel('saveOrUpdate', { entityName: 'srmPoHeader' })).toEqual({ cn: '保存', en: 'Save' });
    expect(entityLabel('noSuchEntity', {})).toBeUndefined();
    expect(operationLabel('doSomething', { entityName: 'noSuchEntity' })).toBeUndefined();
  });

  it('shows the operation log’s entities and operations by name, the codes on hover, in Chinese and English', async () => {
    renderScreen({ route: 'userOperateLogList', adapter: logAdapter() });
    const poLabel = CATALOG.get('srmPoHeader').label;
    const submitLabel = CATALOG.get('srmPoHeader').workflow?.actions.doSubmit.label;
    const entityCells = await screen.findAllByText(poLabel.cn);
    expect(entityCells[0].getAttribute('title')).toBe('srmPoHeader');
    expect(screen.getByText('保存').getAttribute('title')).toBe('saveOrUpdate');
    expect(screen.getByText(submitLabel?.cn ?? '').getAttribute('title')).toBe('doSubmit');
    // What nothing names shows as stored.
    expect(screen.getByText('noSuchEntity')).toBeTruthy();
    expect(screen.getByText('doSomething')).toBeTruthy();
  });

  it('says so in English', async () => {
    renderScreen({ route: 'userOperateLogList', adapter: logAdapter(), language: 'EN' });
    await screen.findAllByText(CATALOG.get('srmPoHeader').label.en);
    expect(screen.getByText('Save').getAttribute('title')).toBe('saveOrUpdate');
  });
});
