// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const INSTANCE = 'schemas/bpm/bpmProcessInstance.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
const editScope = (change: (scope: Json) => void) => staged.edit(INSTANCE, (json) => change(json.participantScope as Json));

describe('validating a participant scope', () => {
  it('accepts the approval instance as committed', () => {
    expect(staged.problems()).toBe('');
  });

  it('names a user field the entity does not have, and a related entity or field that does not exist', () => {
    editScope((scope) => {
      scope.users = ['submitedBy'];
      scope.through = [
        { entity: 'bpmTasks', foreignKey: 'instanceId', user: 'assigneeId' },
        { entity: 'bpmTaskHistory', foreignKey: 'instance', user: 'userId' },
      ];
    });
    const text = staged.problems();
    expect(text).toContain(`${INSTANCE}: $.participantScope.users[0]`);
    expect(text).toContain('submittedBy');
    expect(text).toContain(`${INSTANCE}: $.participantScope.through[0].entity`);
    expect(text).toContain(`${INSTANCE}: $.participantScope.through[1].foreignKey`);
  });

  it('names a route no screen has', () => {
    editScope((scope) => {
      scope.allOnRoutes = ['processMonitor'];
    });
    expect(staged.problems()).toContain(`${INSTANCE}: $.participantScope.allOnRoutes[0]: no screen has the route \`processMonitor\``);
  });

  it('names an admin-only field the entity does not have', () => {
    editScope((scope) => {
      scope.adminFields = ['procesInfo'];
    });
    expect(staged.problems()).toContain(`${INSTANCE}: $.participantScope.adminFields[0]`);
  });
});
