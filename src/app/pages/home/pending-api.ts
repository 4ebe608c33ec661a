import type { ApiEnvelope } from '../../../shared/api/envelope';
import { PENDING_ROWS_SHOWN, type PendingGroup } from '../../../shared/api/pending';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';

export { PENDING_ROWS_SHOWN, type PendingGroup, type PendingRow } from '../../../shared/api/pending';

export function requestPending(adapter: DataAdapter): Promise<ApiEnvelope<PendingGroup[]>> {
  return adapter.request<PendingGroup[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending', body: {} });
}

/** Groups with something waiting, the fullest first; rows capped for the bench. */
export function pendingGroupsToShow(groups: readonly PendingGroup[] | null | undefined): PendingGroup[] {
  return (groups ?? [])
    .filter((group) => group.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((group) => ({ ...group, rows: group.rows.slice(0, PENDING_ROWS_SHOWN) }));
}

/** `2024-05-01T08:30:00Z` or `2024-05-01 08:30:00` -> `2024-05-01 08:30` in local time; other text unchanged. */
export function formatPendingDate(value: string): string {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return value;
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
