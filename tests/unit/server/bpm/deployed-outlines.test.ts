// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deployedOutline } from '../../../../src/server/bpm/deployed-outlines';
import { chainModel } from '../../../api/bpm/bpm-support';

const approvers = [{ kind: 'user', value: 'approver' }];

describe('deployedOutline: a deployed version parsed once', () => {
  it('answers the same outline for the same XML, and reads another XML on its own', async () => {
    const xml = chainModel('outlineOnce', [{ id: 'a', approvers }, { id: 'b', approvers }]);
    const first = await deployedOutline(xml);
    expect(await deployedOutline(xml)).toBe(first);
    expect(first.nodes.map((node) => node.id)).toEqual(expect.arrayContaining(['start', 'a', 'b', 'end']));
    const other = await deployedOutline(chainModel('outlineOther', [{ id: 'x', approvers }]));
    expect(other.processes).toEqual([{ id: 'outlineOther', name: 'Test outlineOther' }]);
  });

  it('keeps no failure: an XML that cannot be read is read again next time', async () => {
    const broken = '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p">';
    const first = deployedOutline(broken);
    await expect(first).rejects.toThrow();
    expect(deployedOutline(broken)).not.toBe(first);
    await expect(deployedOutline(broken)).rejects.toThrow();
  });
});
