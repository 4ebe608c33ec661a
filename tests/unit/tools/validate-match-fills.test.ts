// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const PO_LINE = 'schemas/srm/srmPoLine.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
const editRule = (change: (rule: Json) => void) => staged.edit(PO_LINE, (json) => change((json.matchFills as Json[])[0]));

describe('validating match fills', () => {
  it('accepts the order line agreement price as committed', () => {
    expect(staged.problems()).toBe('');
  });

  it('names a source entity that does not exist', () => {
    editRule((rule) => {
      rule.source = 'srmPurAgreementLines';
    });
    expect(staged.problems()).toContain(`${PO_LINE}: $.matchFills[0].source: entity \`srmPurAgreementLines\` does not exist; did you mean \`srmPurAgreementLine\`?`);
  });

  it('follows match paths through parent and line collections, naming the segment that leads nowhere', () => {
    editRule((rule) => {
      (rule.match as Json[])[6].path = 'parent.organisations.orgId';
      (rule.match as Json[])[1].path = 'parent.statuss';
      (rule.match as Json[])[0].path = 'parent.parent.itemId';
    });
    const problems = staged.problems();
    expect(problems).toContain('$.matchFills[0].match[6].path: `organisations` is neither `parent` nor a line collection of srmPurAgreement');
    expect(problems).toContain('$.matchFills[0].match[1].path: field `statuss` is not in entity srmPurAgreement; did you mean `status`?');
    expect(problems).toContain('$.matchFills[0].match[0].path: srmPurAgreement is no line entity, so `parent.` leads nowhere');
  });

  it('checks the expressions against the record and its header', () => {
    editRule((rule) => {
      (rule.match as Json[])[2].value = { parentField: 'supplierIdd' };
      (rule.step as Json).quantity = { field: 'qty' };
    });
    const problems = staged.problems();
    expect(problems).toContain('$.matchFills[0].match[2].value.parentField: field `supplierIdd` is not in entity srmPoHeader (the header)');
    expect(problems).toContain('$.matchFills[0].step.quantity.field: field `qty` is not in entity srmPoLine (the record)');
  });

  it('wants the step collection and a number field that starts a step', () => {
    editRule((rule) => {
      (rule.step as Json).from = 'stepNumberr';
    });
    expect(staged.problems()).toContain('$.matchFills[0].step.from: `stepNumberr` must be a number field of srmPurAgreementStep');
    staged = stagedChanges();
    editRule((rule) => {
      (rule.step as Json).lines = 'ladder';
    });
    expect(staged.problems()).toContain('$.matchFills[0].step.lines: line collection `ladder` is not in entity srmPurAgreementLine');
  });

  it('checks fill targets and sources: one record each, step. only with a step', () => {
    editRule((rule) => {
      rule.fill = { taxPrices: 'taxPrice', taxPrice: ['step.taxPrice', 'parent.orgs.orgId'], agreementNumber: 'parent.agreementNumbr' };
      rule.clear = ['agreementLine'];
    });
    const problems = staged.problems();
    expect(problems).toContain('$.matchFills[0].fill.taxPrices: field `taxPrices` is not in entity srmPoLine; did you mean `taxPrice`?');
    expect(problems).toContain('$.matchFills[0].fill.taxPrice: a fill reads one record: `orgs` goes down into a line collection');
    expect(problems).toContain('$.matchFills[0].fill.agreementNumber: field `agreementNumbr` is not in entity srmPurAgreement; did you mean `agreementNumber`?');
    expect(problems).toContain('$.matchFills[0].clear[0]: field `agreementLine` is not in entity srmPoLine');
    staged = stagedChanges();
    editRule((rule) => {
      delete rule.step;
    });
    expect(staged.problems()).toContain('$.matchFills[0].fill.taxPrice: `step.` reads the chosen step, but the rule declares no step');
  });
});
