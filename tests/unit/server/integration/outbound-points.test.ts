// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OutboundPoints, type OutboundPointName } from '../../../../src/server/integration/outbound-points';

describe('outbound integration points', () => {
  it('have no handler until one is registered, and one handler each', () => {
    const points = new OutboundPoints();
    expect(points.handlerOf('erp.purchaseOrder.sync')).toBeUndefined();
    const handler = async () => ({ message: 'ok' });
    points.register('erp.purchaseOrder.sync', handler);
    expect(points.handlerOf('erp.purchaseOrder.sync')).toBe(handler);
    expect(() => points.register('erp.purchaseOrder.sync', handler)).toThrow('outbound integration point erp.purchaseOrder.sync already has a handler');
  });

  it('refuse a handler for a point the platform does not call', () => {
    expect(() => new OutboundPoints().register('erp.invoice.sync' as OutboundPointName, async () => ({}))).toThrow('unknown outbound integration point erp.invoice.sync');
  });
});
