import { describe, expect, it } from 'vitest';
import { cellProblem } from '../../../../renderer/grid/editing/cell-rules';
import { gridColumns } from './grid-kit';

/** renderer/grid/editing/cell-rules.ts (spec 000 §5): required, then a number column's rule, min and max. */
const [meaning, description, positive, orZero, integer, ranged, numericText] = gridColumns(
  [
    { key: 'meaning', isEdit: true, validate: { required: true } },
    { key: 'description', isEdit: true },
    { key: 'orderNo', isEdit: true, editType: 'number', validate: { number: 'positive' } },
    { key: 'parentLookupValuesId', isEdit: true, editType: 'number', validate: { number: 'positiveOrZero' } },
    { key: 'buOrgId', isEdit: true, editType: 'number', precision: 2, validate: { number: 'positiveInteger', required: true } },
    { key: 'lookupTypeId', isEdit: true, editType: 'number', min: 1, max: 10 },
    { key: 'systemCode', isEdit: true, validate: { number: 'positiveOrZero' } },
  ],
  'baseLookupValues',
);

describe('cellProblem', () => {
  it('refuses an empty required cell, and only a required one', () => {
    for (const empty of ['', null, undefined]) {
      expect(cellProblem(meaning, empty)).toEqual({ rule: 'required' });
      expect(cellProblem(description, empty)).toBeUndefined();
      expect(cellProblem(positive, empty)).toBeUndefined();
    }
    expect(cellProblem(meaning, '含义')).toBeUndefined();
    expect(cellProblem(integer, '')).toEqual({ rule: 'required' });
  });

  it('positive: more than 0', () => {
    expect(cellProblem(positive, 0)).toEqual({ rule: 'positive' });
    expect(cellProblem(positive, -2)).toEqual({ rule: 'positive' });
    expect(cellProblem(positive, 0.01)).toBeUndefined();
    expect(cellProblem(positive, '3')).toBeUndefined();
  });

  it('positiveOrZero: not less than 0', () => {
    expect(cellProblem(orZero, -0.5)).toEqual({ rule: 'positiveOrZero' });
    expect(cellProblem(orZero, 0)).toBeUndefined();
    expect(cellProblem(orZero, 12)).toBeUndefined();
  });

  it('positiveInteger: a whole number more than 0', () => {
    expect(cellProblem(integer, 1.5)).toEqual({ rule: 'positiveInteger' });
    expect(cellProblem(integer, 0)).toEqual({ rule: 'positiveInteger' });
    expect(cellProblem(integer, -3)).toEqual({ rule: 'positiveInteger' });
    expect(cellProblem(integer, 4)).toBeUndefined();
  });

  it('checks min and max of a number column', () => {
    expect(cellProblem(ranged, 0)).toEqual({ rule: 'min', min: 1 });
    expect(cellProblem(ranged, 11)).toEqual({ rule: 'max', max: 10 });
    expect(cellProblem(ranged, 10)).toBeUndefined();
  });

  it('refuses text that is not a number where a number is wanted, also in a text column with a number rule', () => {
    expect(cellProblem(positive, 'abc')).toEqual({ rule: 'number' });
    expect(cellProblem(numericText, 'abc')).toEqual({ rule: 'number' });
    expect(cellProblem(numericText, '-1')).toEqual({ rule: 'positiveOrZero' });
    expect(cellProblem(description, 'abc')).toBeUndefined();
  });
});
