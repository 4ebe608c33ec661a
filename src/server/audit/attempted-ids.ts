function idText(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value);
  return null;
}

/**
 * The record ids an entity call names, comma-joined for the operation log: `id`, `ids` (an array or
 * comma-joined), the record's own primary key, or those of `data` rows; null when it names none.
 */
export function attemptedIds(body: unknown, primaryKey: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const ids = Array.isArray(record.ids) ? record.ids : typeof record.ids === 'string' ? record.ids.split(',') : [];
  const rows = Array.isArray(record.data) ? record.data : [];
  const named = [
    idText(record.id),
    idText(record[primaryKey]),
    ...ids.map(idText),
    ...rows.map((row) => (typeof row === 'object' && row !== null ? idText((row as Record<string, unknown>)[primaryKey]) : null)),
  ].filter((id): id is string => id !== null);
  return named.length > 0 ? [...new Set(named)].join(',') : null;
}
