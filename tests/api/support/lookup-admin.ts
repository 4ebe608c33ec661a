import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { SignedInClient } from './signed-client';

/**
 * Changes one lookup value as the administrator's screen does: finds it through listByPage of the lookup
 * value menu, then saves it with the changes (its versionNum included). Answers the save's envelope.
 */
export async function changeLookupValue(
  admin: SignedInClient,
  lookupType: string,
  lookupCode: string,
  changes: Record<string, unknown>,
): Promise<ApiEnvelope<unknown>> {
  const menu = await admin.menu('LOOKUP_VALUE');
  const listed = await admin.adapter.request<Record<string, unknown>[]>({
    service: 'base',
    resource: 'baseLookupValuesRestful',
    operation: 'listByPage',
    body: { lookupType, lookupCode },
    menu,
  });
  if (listed.status !== 'S' || listed.data.length !== 1) throw new Error(`lookup value ${lookupType}/${lookupCode} not found: ${listed.msg}`);
  return admin.adapter.request({
    service: 'base',
    resource: 'baseLookupValuesRestful',
    operation: 'saveOrUpdate',
    body: { ...listed.data[0], ...changes },
    menu,
  });
}
