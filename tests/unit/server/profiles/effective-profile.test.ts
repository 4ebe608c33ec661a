import { describe, expect, it } from 'vitest';
import { pickEffective, type ProfileRow } from '../../../../src/server/profiles/effective-profile';

const row = (profileLevel: string, profileValue: string, ids: Partial<Pick<ProfileRow, 'userId' | 'responsibilityId' | 'orgId'>> = {}, enabledFlag = 'Y'): ProfileRow => ({
  profileName: 'LIST_PAGE_SIZE',
  profileLevel,
  userId: ids.userId ?? null,
  responsibilityId: ids.responsibilityId ?? null,
  orgId: ids.orgId ?? null,
  profileValue,
  enabledFlag,
});

const rows = [row('SITE', '20'), row('ORG', '25', { orgId: 3 }), row('RESP', '30', { responsibilityId: 7 }), row('USER', '50', { userId: 11 })];

describe('the profile value in force: user > responsibility > organisation > site', () => {
  it('takes the user\'s own value first', () => {
    expect(pickEffective(rows, { userId: 11, responsibilityId: 7, orgId: 3 })).toEqual({ value: '50', level: 'USER' });
  });

  it('takes the current responsibility\'s value when the user has none', () => {
    expect(pickEffective(rows, { userId: 12, responsibilityId: 7, orgId: 3 })).toEqual({ value: '30', level: 'RESP' });
  });

  it('takes the organisation\'s value without a user or responsibility value', () => {
    expect(pickEffective(rows, { userId: 12, responsibilityId: 8, orgId: 3 })).toEqual({ value: '25', level: 'ORG' });
  });

  it('falls back to the site value, and to nothing without one', () => {
    expect(pickEffective(rows, { userId: 12 })).toEqual({ value: '20', level: 'SITE' });
    expect(pickEffective(rows.slice(1), { userId: 12 })).toBeUndefined();
  });

  it('skips disabled values at every level', () => {
    const disabled = [row('SITE', '20'), row('ORG', '25', { orgId: 3 }, 'N'), row('RESP', '30', { responsibilityId: 7 }, 'N'), row('USER', '50', { userId: 11 }, 'N')];
    expect(pickEffective(disabled, { userId: 11, responsibilityId: 7, orgId: 3 })).toEqual({ value: '20', level: 'SITE' });
  });

  it('never matches a level whose key the context does not have', () => {
    expect(pickEffective([row('RESP', '30', { responsibilityId: 7 })], { userId: 11, responsibilityId: null })).toBeUndefined();
  });
});
