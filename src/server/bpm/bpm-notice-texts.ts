import type { LocalizedText } from '../../shared/formats/common';

/** What a notice of the approval platform says about its document and node. */
export interface NoticeSubject {
  /** The document's number, e.g. PO20260101-0001. */
  code: string;
  /** The document type's label. */
  type: LocalizedText;
  /** The node's name (or id). */
  node: string;
  /** Who caused it (a submitter, an approver), by full name. */
  by?: string;
  due?: string | null;
  comment?: string | null;
  hours?: number;
}

type Texts = (s: NoticeSubject) => { title: LocalizedText; content: LocalizedText };

const dueCn = (s: NoticeSubject) => (s.due ? `，请在 ${s.due} 前处理` : '');
const dueEn = (s: NoticeSubject) => (s.due ? `; it is due at ${s.due}` : '');
const commentCn = (s: NoticeSubject) => (s.comment ? `。意见：${s.comment}` : '');
const commentEn = (s: NoticeSubject) => (s.comment ? `. Comment: ${s.comment}` : '');

/** Every notice of the approval platform (USER_MESSAGE_SOURCE codes), in both languages. */
export const BPM_NOTICES = {
  BPM_TASK_ASSIGNED: (s) => ({
    title: { cn: `待审批：${s.type.cn} ${s.code}`, en: `To approve: ${s.type.en} ${s.code}` },
    content: {
      cn: `${s.type.cn} ${s.code} 在节点"${s.node}"等待您审批${dueCn(s)}。`,
      en: `${s.type.en} ${s.code} waits for your approval at node "${s.node}"${dueEn(s)}.`,
    },
  }),
  BPM_PROCESS_APPROVED: (s) => ({
    title: { cn: `审批通过：${s.type.cn} ${s.code}`, en: `Approved: ${s.type.en} ${s.code}` },
    content: {
      cn: `您提交的${s.type.cn} ${s.code} 已审批通过（最后审批：${s.by ?? ''}）${commentCn(s)}。`,
      en: `Your ${s.type.en} ${s.code} has been approved (last approval by ${s.by ?? ''})${commentEn(s)}.`,
    },
  }),
  BPM_PROCESS_REJECTED: (s) => ({
    title: { cn: `审批驳回：${s.type.cn} ${s.code}`, en: `Rejected: ${s.type.en} ${s.code}` },
    content: {
      cn: `您提交的${s.type.cn} ${s.code} 在节点"${s.node}"被${s.by ?? ''}驳回${commentCn(s)}。`,
      en: `Your ${s.type.en} ${s.code} was rejected by ${s.by ?? ''} at node "${s.node}"${commentEn(s)}.`,
    },
  }),
  BPM_URGE: (s) => ({
    title: { cn: `催办：${s.type.cn} ${s.code}`, en: `Reminder from ${s.by ?? ''}: ${s.type.en} ${s.code}` },
    content: {
      cn: `${s.by ?? ''}催您尽快审批${s.type.cn} ${s.code}（节点"${s.node}"）${commentCn(s)}。`,
      en: `${s.by ?? ''} asks you to approve ${s.type.en} ${s.code} (node "${s.node}") soon${commentEn(s)}.`,
    },
  }),
  BPM_TASK_REMINDER: (s) => ({
    title: { cn: `到期提醒：${s.type.cn} ${s.code}`, en: `Due reminder: ${s.type.en} ${s.code}` },
    content: {
      cn: `${s.type.cn} ${s.code} 在节点"${s.node}"的审批任务${s.due ? `到期时间为 ${s.due}` : '尚未处理'}，请尽快处理。`,
      en: `Your approval task of ${s.type.en} ${s.code} at node "${s.node}" ${s.due ? `is due at ${s.due}` : 'is still open'}; please act on it.`,
    },
  }),
  BPM_TASK_ESCALATED: (s) => ({
    title: { cn: `超期升级：${s.type.cn} ${s.code}`, en: `Escalated: ${s.type.en} ${s.code}` },
    content: {
      cn: `${s.type.cn} ${s.code} 在节点"${s.node}"的审批任务（处理人：${s.by ?? ''}）已超期${s.hours ?? 0}小时（到期时间 ${s.due ?? ''}），请跟进。`,
      en: `The approval task of ${s.type.en} ${s.code} at node "${s.node}" (assignee ${s.by ?? ''}) is ${s.hours ?? 0} hour(s) past its due time (${s.due ?? ''}); please follow it up.`,
    },
  }),
} satisfies Record<string, Texts>;

export type BpmNoticeKind = keyof typeof BPM_NOTICES;
