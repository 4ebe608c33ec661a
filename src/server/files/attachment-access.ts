import type { FastifyRequest } from 'fastify';
import type { AttachmentConfig } from '../../../renderer/descriptors/attachment-config.schema';
import { ATTACHMENT_RESOURCES, type AttachmentOperation } from '../../../renderer/descriptors/attachment-resources';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { SIGNED_HEADERS } from '../../shared/signing/request-signature';
import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import { internalMayCall, supplierMayCall } from '../access/supplier-operations';
import { requireIdentity } from '../auth/request-identity';
import type { Actor, EntityEngine, RecordReach } from '../entities';
import { ApiError } from '../http/api-error';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { AttachmentRow } from './attachment-files';
import { attachmentSlotKey } from './attachment-widgets';

function headerId(request: FastifyRequest, name: string): number | null {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** What a call does with attachments: an operation of spec 000 §6, or listing a field's files (no resource code). */
export type FileOperation = AttachmentOperation | 'list';

/** Upload and delete change a document's files: a write, for suppliers only where the schema lets them write. */
const WRITES: ReadonlySet<FileOperation> = new Set(['upload', 'delete']);

/**
 * Who may do what with attachments (docs/api.md "Files"). Two checks, both needed:
 * - the widget: the menu and responsibility the call names must be granted, one of the menu's screens
 *   must show an attachment widget for the file's entity field, and, unless that widget switches its
 *   permission check off, the menu must grant the operation's resource code (btnUploadAttachment...);
 * - the file: its uploader reaches it until a saved document names it; from then on, whoever may see
 *   that document (supplier and organisation scope included; to list, preview or download also whoever
 *   takes or took part in its approval, not to delete). Anything else answers like a missing file.
 */
export class AttachmentAccess {
  constructor(
    private readonly directory: AccessDirectory,
    private readonly coverage: ScreenCoverage,
    private readonly catalog: EntityCatalog,
    private readonly engine: EntityEngine,
  ) {}

  /** The widget's rules for `entity.field` when the caller may do `operation` through his menu; else 403. */
  async widgetRules(request: FastifyRequest, entity: string, field: string, operation: FileOperation): Promise<AttachmentConfig> {
    const rules = await this.findWidgetRules(request, entity, field, operation);
    if (!rules) throw new HttpRefusal(platformMessage('noPermission', requestLanguage(request)), 403);
    return rules;
  }

  /** Refuses (403) unless every distinct entity field of these files passes the widget check. */
  async assertWidgets(request: FastifyRequest, files: readonly AttachmentRow[], operation: FileOperation): Promise<void> {
    const slots = new Map(files.map((file) => [attachmentSlotKey(file.entityName, file.fieldName), file]));
    for (const file of slots.values()) await this.widgetRules(request, file.entityName, file.fieldName, operation);
  }

  /** Whether the actor reaches the file itself (see the class comment) to read or change it; checks each document once per call. */
  async reachable(files: readonly AttachmentRow[], actor: Actor, reach: RecordReach): Promise<boolean[]> {
    const documents = new Map<string, Promise<boolean>>();
    return Promise.all(
      files.map((file) => {
        if (file.businessId === null || file.businessEntity === null) return Promise.resolve(file.createdBy === actor.userId);
        const key = `${file.businessEntity}:${file.businessId}`;
        let seen = documents.get(key);
        if (!seen) {
          seen = this.documentVisible(file.businessEntity, file.businessId, actor, reach);
          documents.set(key, seen);
        }
        return seen;
      }),
    );
  }

  private async documentVisible(entity: string, id: number, actor: Actor, reach: RecordReach): Promise<boolean> {
    if (!this.catalog.has(entity)) return false;
    try {
      await this.engine.findById(entity, id, actor, reach);
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }

  private async findWidgetRules(request: FastifyRequest, entity: string, field: string, operation: FileOperation): Promise<AttachmentConfig | null> {
    if (!this.catalog.has(entity)) return null;
    const user = requireIdentity(request).user;
    const access = { entity, operation: WRITES.has(operation) ? 'saveOrUpdate' : 'findById' };
    const kindAllowed = user.userType === 'supplier' ? supplierMayCall(access, this.catalog) : internalMayCall(access, this.catalog);
    if (!kindAllowed) return null;
    const menuId = headerId(request, SIGNED_HEADERS.menuId);
    const respId = headerId(request, SIGNED_HEADERS.respId);
    if (menuId === null || respId === null) return null;
    const granted = await this.directory.grantedMenu(user, respId, menuId);
    if (!granted || granted.menu.menuType !== '20') return null;
    const covered = this.coverage.forRoute(granted.menu.htmlUrl);
    const rules = covered.attachments.get(attachmentSlotKey(entity, field));
    if (!rules || !covered.full.has(entity)) return null;
    if (rules.permissionCheck === false || operation === 'list') return rules;
    const codes = new Set(granted.resources.map((resource) => resource.resourceCode));
    return codes.has(ATTACHMENT_RESOURCES[operation]) ? rules : null;
  }
}
