import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetChangedLookups } from '../../../../renderer/lookups/forget-changed-lookups';
import { lookupValuesAtom } from '../../../../renderer/lookups/lookup-atoms';

const cached = [{ lookupType: 'QA_GRADE', lookupCode: 'A', meaning: '优', meaningEn: 'Excellent' }];

describe('forgetChangedLookups', () => {
  beforeEach(() => localStorage.clear());

  it('drops the cached values of a saved lookup type from the atom and local storage', () => {
    const store = createStore();
    store.set(lookupValuesAtom('QA_GRADE'), cached);
    localStorage.setItem('srm.lookup.QA_GRADE', JSON.stringify(cached));
    localStorage.setItem('srm.lookup.PO_STATUS', '[]');

    forgetChangedLookups(store, 'baseLookupType', { lookupType: 'QA_GRADE' });

    expect(store.get(lookupValuesAtom('QA_GRADE'))).toBeUndefined();
    expect(localStorage.getItem('srm.lookup.QA_GRADE')).toBeNull();
    expect(localStorage.getItem('srm.lookup.PO_STATUS')).toBe('[]');
  });

  it('leaves the cache alone when another entity is saved', () => {
    const store = createStore();
    store.set(lookupValuesAtom('QA_GRADE'), cached);
    forgetChangedLookups(store, 'srmPoHeader', { lookupType: 'QA_GRADE' });
    expect(store.get(lookupValuesAtom('QA_GRADE'))).toEqual(cached);
  });
});
