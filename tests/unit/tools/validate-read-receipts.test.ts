// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const NOTIFICATION = 'schemas/srm/srmNotification.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
const editReceipts = (change: (receipts: Json) => void) => staged.edit(NOTIFICATION, (json) => change(json.readReceipts as Json));

describe('validating read receipts', () => {
  it('accepts the notification as committed', () => {
    expect(staged.problems()).toBe('');
  });

  it('names a receipt entity that does not exist, and a foreign key it does not have', () => {
    editReceipts((receipts) => {
      receipts.entity = 'srmNotificationViewers';
    });
    expect(staged.problems()).toContain(`${NOTIFICATION}: $.readReceipts.entity: entity \`srmNotificationViewers\` does not exist`);
    staged = stagedChanges();
    editReceipts((receipts) => {
      receipts.foreignKey = 'noticeId';
    });
    expect(staged.problems()).toContain(`${NOTIFICATION}: $.readReceipts: field \`noticeId\` is not in entity srmNotificationViewer`);
  });

  it('refuses a read marker named like a field of the record', () => {
    editReceipts((receipts) => {
      receipts.readKey = 'topFlag';
    });
    expect(staged.problems()).toContain(`${NOTIFICATION}: $.readReceipts.readKey: \`topFlag\` is already a field or display key of srmNotification`);
  });
});
