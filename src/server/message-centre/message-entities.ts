/** The message centre's entities (schemas/message/) and their tables. */
export const MSG_ENTITIES = {
  source: 'msgSource',
  variable: 'msgSourceVariable',
  template: 'msgTemplate',
  receiver: 'msgTemplateReceiver',
  channel: 'msgChannel',
  instance: 'msgInstance',
  log: 'msgLog',
} as const;

export const MSG_TABLES = {
  source: 'msg_sources',
  variable: 'msg_source_variables',
  template: 'msg_templates',
  receiver: 'msg_template_receivers',
  channel: 'msg_channels',
  instance: 'msg_instances',
  log: 'msg_logs',
} as const;

/** The in-app inbox's source code of every message the centre writes (USER_MESSAGE_SOURCE). */
export const INBOX_SOURCE_TYPE = 'MSG_CENTRE';

export const INSTANCE_STATUS = { checking: 'CHECKING', pending: 'PENDING', sending: 'SENDING', sent: 'SENT', failed: 'FAILED', rejected: 'REJECTED' } as const;

export type ChannelType = 'INAPP' | 'MAIL' | 'WEBHOOK';
