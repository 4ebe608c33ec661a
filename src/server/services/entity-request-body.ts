import type { Language } from '../../shared/formats/common';
import type { FieldType } from '../../shared/formats/entity-format';
import type { ActionInput, EntityRecord } from '../entities/entity-engine.types';
import { isNumericType } from '../entities/entity-fields';
import { ApiError } from '../http/api-error';
import { platformMessage, type PlatformMessageKey } from '../http/platform-messages';
import type { RecordKey } from './service-entity-provider';

/** Reads the bodies of the standard entity operations (docs/api.md), refusing shapes that make no sense. */
export class EntityRequestBody {
  private readonly body: Record<string, unknown>;

  constructor(
    raw: unknown,
    private readonly language: Language,
  ) {
    this.body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
    // `lan` rides on every request (spec 000 §7) and is not part of any record or filter.
    delete this.body.lan;
  }

  private fail(key: PlatformMessageKey, field: string): never {
    const message = platformMessage(key, this.language);
    throw new ApiError(message, [{ field, message }]);
  }

  /** The whole body: page parameters and filters, or the record to save. */
  params(): Record<string, unknown> {
    return this.body;
  }

  id(): number {
    const id = toId(this.body.id);
    return id ?? this.fail('idRequired', 'id');
  }

  ids(): number[] {
    const raw = this.body.ids;
    const list = typeof raw === 'string' ? raw.split(',') : raw;
    if (!Array.isArray(list) || list.length === 0) this.fail('idsRequired', 'ids');
    const ids = list.map(toId);
    if (ids.some((id) => id === null)) this.fail('idsRequired', 'ids');
    return [...new Set(ids as number[])];
  }

  /** The `id` in the type of the entity's key: numeric ids as numbers, text keys exactly as given. */
  key(keyType: FieldType): RecordKey {
    if (isNumericType(keyType)) return this.id();
    const key = this.body.id;
    return typeof key === 'string' && key !== '' ? key : this.fail('idRequired', 'id');
  }

  /** The `ids` in the type of the entity's key; text keys must come as an array (a key may hold a comma). */
  keys(keyType: FieldType): RecordKey[] {
    if (isNumericType(keyType)) return this.ids();
    const list = this.body.ids;
    const valid = Array.isArray(list) && list.length > 0 && list.every((key) => typeof key === 'string' && key !== '');
    return valid ? [...new Set(list as string[])] : this.fail('idsRequired', 'ids');
  }

  versionNum(): number | undefined {
    const value = this.body.versionNum;
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) ? number : this.fail('idRequired', 'versionNum');
  }

  records(): EntityRecord[] {
    const data = this.body.data;
    const valid =
      Array.isArray(data) && data.length > 0 && data.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
    return valid ? (data as EntityRecord[]) : this.fail('recordsRequired', 'data');
  }

  actionInput(): ActionInput {
    const comment = typeof this.body.comment === 'string' ? this.body.comment : undefined;
    // A line action names the line it runs on; anything else than a positive whole number is no line.
    const lineId = this.body.lineId === undefined || this.body.lineId === null ? undefined : (toId(this.body.lineId) ?? Number.NaN);
    return { id: this.id(), versionNum: this.versionNum(), comment, ...(lineId === undefined ? {} : { lineId }) };
  }
}

function toId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}
