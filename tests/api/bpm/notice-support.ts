import type { InboxSummary } from '../../../src/shared/messages/inbox-message';
import { INBOX_OPERATIONS, INBOX_RESOURCE } from '../../../src/shared/messages/inbox-message';
import { MESSAGE_HISTORY_TABLE } from '../../../src/server/mail/message-history';
import type { TestServer } from '../support/test-server';
import type { BpmCaller, Row } from './bpm-support';

/** The caller's bell: his unread count and newest messages. */
export async function inbox(caller: BpmCaller): Promise<InboxSummary> {
  const answer = await caller.client.adapter.request<InboxSummary>({ service: 'base', resource: INBOX_RESOURCE, operation: INBOX_OPERATIONS.list, body: {} });
  if (answer.status !== 'S') throw new Error(answer.msg);
  return answer.data;
}

export function inboxCall(caller: BpmCaller, operation: string, body: Row = {}) {
  return caller.client.adapter.request<{ unread: number }>({ service: 'base', resource: INBOX_RESOURCE, operation, body });
}

/** The newest id of the message history (the demo data's approvals wrote rows of their own). */
export async function lastMailId(server: TestServer): Promise<number> {
  const database = await server.database.open();
  try {
    const row = await database.db.selectFrom(MESSAGE_HISTORY_TABLE).select((eb) => eb.fn.max('messageId').as('last')).executeTakeFirst();
    return Number(row?.last ?? 0);
  } finally {
    await database.close();
  }
}

/** The mails (outbox rows, not the in-app deliveries the same history keeps) after `afterId` whose subject names the document, oldest first. */
export async function mailsAbout(server: TestServer, code: string, afterId: number): Promise<Row[]> {
  const database = await server.database.open();
  try {
    return await database.db.selectFrom(MESSAGE_HISTORY_TABLE).selectAll().where('messageId', '>', afterId).where('channelCode', '=', 'MAIL').where('subject', 'like', `%${code}%`).orderBy('messageId').execute();
  } finally {
    await database.close();
  }
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="http://srm-platform.org/schema/bpmn/1.0" id="defs" targetNamespace="http://srm-platform.org/test">`;

/** start -> parallel split -> `left` (approved by `leftUser`) and `right` (by `rightUser`) -> join -> end. */
export function parallelModel(key: string, leftUser: string, rightUser: string): string {
  const task = (id: string, kind: string, value: string) =>
    `<bpmn:userTask id="${id}" name="Node ${id}"><bpmn:extensionElements><srm:approval mode="any"><srm:approver kind="${kind}" value="${value}" /></srm:approval></bpmn:extensionElements></bpmn:userTask>`;
  return `${HEAD}<bpmn:process id="${key}" name="Test ${key}" isExecutable="true"><bpmn:startEvent id="start" /><bpmn:parallelGateway id="split" />
    ${task('left', 'user', leftUser)}${task('right', 'user', rightUser)}<bpmn:parallelGateway id="join" /><bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="split" /><bpmn:sequenceFlow id="f1" sourceRef="split" targetRef="left" />
    <bpmn:sequenceFlow id="f2" sourceRef="split" targetRef="right" /><bpmn:sequenceFlow id="f3" sourceRef="left" targetRef="join" />
    <bpmn:sequenceFlow id="f4" sourceRef="right" targetRef="join" /><bpmn:sequenceFlow id="f5" sourceRef="join" targetRef="end" /></bpmn:process></bpmn:definitions>`;
}
