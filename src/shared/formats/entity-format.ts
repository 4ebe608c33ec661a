import { z } from 'zod';
import { PERMIT_KIND_NAMES } from '../entity/permit-kinds';
import { Condition, Identifier, LocalizedText } from './common';
import { checkEntityStorage, EntityStorage } from './entity-storage';
import { Expression } from './expression';
import { checkFieldDefaults } from './field-default-rules';
import { checkSecretFields } from './secret-field-rules';
import { Consumption } from './consumption-format';
import { GenerateAction } from './generate-format';
import { TreeRule } from './tree-format';
import { EffectiveDated, RecordCheck } from './record-check-format';
import { ChangeRequestRule } from './change-request-format';
import { ListCheck, Posting } from './posting-format';
import { MatchFill } from './match-fill-format';
import { VersionedRule } from './versioned-format';
import { TEXT_FORMATS } from '../validation/text-formats';
import { checkProcessBinding, ProcessBinding, ProcessOutcome } from './process-binding-format';
import { checkLineActions } from './line-action-rules';

export const FORMAT_VERSION = 1;

export const ServiceName = z.enum([
  'base', 'srm', 'file', 'largeFile', 'export', 'message', 'bpm', 'schedule', 'report', 'scsi', 'supplier', 'ws',
]);
export type ServiceName = z.infer<typeof ServiceName>;

/**
 * Field types. `flag` is a Y/N value; `date` is `yyyy-MM-dd`, `datetime` is `yyyy-MM-dd HH:mm:ss`;
 * `number` is a decimal with `precision` digits after the point; `attachment` holds comma-joined file ids;
 * `html` is rich text, sanitised by the server on every save to an allow-list (docs/authoring.md "Rich text").
 */
export const FieldType = z.enum(['string', 'text', 'html', 'integer', 'number', 'date', 'datetime', 'flag', 'attachment']);
export type FieldType = z.infer<typeof FieldType>;

export const ReferenceRule = z
  .object({
    entity: Identifier.describe('the referenced entity; the value is its primary key'),
    display: z
      .record(z.string(), z.string())
      .optional()
      .describe('extra row keys filled from the referenced record: {"supplierName": "supplierName"}'),
    filter: z
      .record(z.string(), Expression)
      .optional()
      .describe(
        'cascading choice: only referenced records whose field equals the expression on this record qualify, e.g. a supplier site of the chosen supplier: {"supplierId": {"field": "supplierId"}}',
      ),
    fill: z
      .record(z.string(), z.string())
      .optional()
      .describe('defaults from the picked record: this record\'s field <- the referenced field, e.g. {"uomCode": "primaryUomCode"}; set when the reference is picked, and by the server when left empty'),
    defaultWhere: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe(
        'the default choice of a cascading reference: the one referenced record meeting the filter and these values, e.g. the primary bank account of the chosen supplier {"primaryFlag": "Y"}; taken when the filter\'s values change, and by the server when the field is left empty',
      ),
    fillLocked: z
      .boolean()
      .optional()
      .describe('the `fill` fields always take the referenced values on the server, whatever the input sends (a notice\'s approval flag from its type\'s setting); pair with readOnlyWhen so screens do not offer them'),
  })
  .strict();

export const AutoNumberRule = z
  .object({
    prefix: z.string().max(10).describe('text before the date part, e.g. PO'),
    datePattern: z.enum(['yyyyMMdd', 'yyMMdd', 'yyyyMM', 'none']).default('yyyyMMdd'),
    digits: z.number().int().min(3).max(10).default(4).describe('width of the running number'),
    keepGiven: z
      .boolean()
      .optional()
      .describe('a value given on create (typed, imported) is kept and checked like any field; only an empty one is numbered (an item code from another system, or the next number)'),
  })
  .strict()
  .describe('the server assigns the value on first save: prefix + date + running number');

/** A text field whose value must read as the type another field of the record names (a configuration value). */
export const TypedByRule = z
  .object({
    field: Identifier.describe('the field of the same record holding the type code (a lookup such as CONFIG_VALUE_TYPE)'),
    types: z
      .record(z.string(), z.enum(['string', 'integer', 'number', 'date', 'datetime', 'flag']))
      .describe('type code -> the field type the value is checked as, e.g. {"INTEGER": "integer", "FLAG": "flag"}; a code not listed checks nothing more'),
  })
  .strict()
  .describe(
    'on a string field: the value is checked (server and browser) as the type that the code held by `field` maps to, with the message of that type ("配置值必须是整数")',
  );
export type TypedByRule = z.infer<typeof TypedByRule>;

export const EntityField = z
  .object({
    name: Identifier,
    type: FieldType,
    label: LocalizedText,
    required: z.boolean().optional(),
    length: z.number().int().positive().optional().describe('maximum characters of a string'),
    min: z.number().optional(),
    max: z.number().optional(),
    precision: z.number().int().min(0).max(8).optional().describe('digits after the decimal point'),
    lookup: z.string().optional().describe('lookup type code whose enabled values are the allowed codes'),
    ref: ReferenceRule.optional(),
    default: z
      .union([z.string(), z.number()])
      .optional()
      .describe('set on create when the input leaves the field empty, never over a sent value; "$currentUser": the creating user\'s id (an order\'s buyer)'),
    inherit: z.string().optional().describe('on a line: copy this header field when the value is empty'),
    computed: Expression.optional().describe('computed by the server on every save; never taken from input'),
    autoNumber: AutoNumberRule.optional(),
    createStamp: z
      .enum(['currentUser', 'now'])
      .optional()
      .describe('set by the server when the record is created (who created it, or when); never taken from input'),
    readOnly: z.boolean().optional().describe('set only by the server (workflow, audit); ignored on input'),
    serverOnly: z.boolean().optional().describe('never sent to clients and never accepted from them'),
    secret: z
      .boolean()
      .optional()
      .describe('a string a client may write but never read back (an SSO client secret): sealed with AES-256-GCM at rest, left out of every read, list and export; an update that leaves it empty keeps the stored value'),
    upgradeValue: z
      .union([z.string(), z.number()])
      .optional()
      .describe('the value the rows stored before this field existed get when a migration adds its column to an older database (an upgrade); new records take `default`. A new all-access flag given as Y keeps what users of an older database reached'),
    internal: z
      .boolean()
      .optional()
      .describe('buyer-side only (a target price, internal notes): never sent to supplier users, ignored in their input'),
    unique: z.boolean().optional(),
    format: z
      .enum(TEXT_FORMATS)
      .optional()
      .describe('a known shape of a string field, checked in the browser and on the server: creditCode (统一社会信用代码 with its check character), email, mobileCn, cnaps (12-digit bank code), swift, postcodeCn, url'),
    exclusive: z
      .boolean()
      .optional()
      .describe('on a flag field of a line entity: at most one line of a header holds Y (the primary bank account, the primary contact)'),
    visibleWhen: Condition.optional().describe('shown only when this holds (fields of the record, $side, $new)'),
    readOnlyWhen: Condition.optional().describe('not changeable while this holds on the stored record: the server refuses a changed value'),
    requiredWhen: Condition.optional().describe('required while this holds: the server refuses an empty value'),
    typedBy: TypedByRule.optional(),
  })
  .strict();
export type EntityField = z.infer<typeof EntityField>;

export const LineCollection = z
  .object({
    name: Identifier.describe('key of the line array in the header record, e.g. lines'),
    entity: Identifier,
    foreignKey: Identifier.describe('field of the line entity holding the header id'),
    minLines: z.number().int().min(0).optional().describe('lines a header needs before a workflow action'),
    numberField: Identifier.optional().describe('line field the server numbers 1, 2, 3... in saved order'),
    fixedWhen: Condition.optional().describe(
      'while this holds on the saved record (its status, `$side`), a save keeps its lines: none added, none removed, their fields as their own rules allow (a supplier answering a forecast)',
    ),
    internal: z
      .boolean()
      .optional()
      .describe('buyer-side only (a notice\'s receivers and read receipts): never sent to supplier users with the record; screens leave out its grids for them'),
    oneCurrent: z
      .object({
        flag: Identifier.describe('a flag field of the line: Y marks the current line of its group'),
        per: z.array(Identifier).min(1).describe('line fields whose values form a group, e.g. ["drawingNumber"]'),
      })
      .strict()
      .optional()
      .describe('at most one line per group holds Y: a line this save sets Y (new, or changed to Y) wins and the others of its group are set N; two set Y at once are refused (a drawing number\'s current version)'),
  })
  .strict();
export type LineCollection = z.infer<typeof LineCollection>;

export const LineActionRule = z
  .object({
    collection: Identifier.describe("the document's line collection (lines[].name) whose line the action runs on"),
    statusField: Identifier.describe('the line status field'),
    from: z.array(z.string()).min(1).describe('line statuses the action may start from'),
    to: z.string().describe('the line status the action leaves the line in'),
    when: Condition.optional().describe('the action is allowed on a line only while this holds on the stored line (nothing received: cancel, else close)'),
  })
  .strict()
  .describe("an action on one line of the document (called with {id, lineId}): the header must be in the action's `from`, the line in `line.from`; the line's computed fields (an open quantity) and the header's sums are recomputed");
export type LineActionRule = z.infer<typeof LineActionRule>;

export const WorkflowAction = z
  .object({
    label: LocalizedText,
    from: z.array(z.string()).min(1).describe('statuses the action may start from'),
    to: z.string().optional().describe('the status the action leaves the record in; absent only on a line action (`line`): the header keeps its status'),
    line: LineActionRule.optional(),
    resource: z.string().describe('resource (button) code that grants the action'),
    actor: z.enum(['internal', 'supplier']).default('internal'),
    requiresLines: z.boolean().optional().describe('refuse when the record has fewer than minLines lines'),
    requiresComment: z.boolean().optional().describe('a reason (comment) must be given, e.g. to reject'),
    stamp: z
      .record(z.string(), z.enum(['currentUser', 'now', 'comment', 'clear', 'increment']))
      .optional()
      .describe('fields the action sets: {"approvalUserId": "currentUser", "approvedDate": "now"}; increment adds 1 to an integer field (a revision number)'),
    process: ProcessBinding.optional().describe('the action submits the document for approval: the process it starts'),
    processOutcome: ProcessOutcome.optional().describe(
      'the action runs when the process ends so; called by a user it acts on the process instead: APPROVED / REJECTED decide his open task of the document, WITHDRAWN withdraws it (its submitter), STOPPED stops it',
    ),
    when: Condition.optional().describe(
      'the action is allowed only while this holds on the stored record (e.g. publish directly when no approval is required, submit for approval when it is): the server refuses otherwise and screens hide the button',
    ),
    pending: z
      .literal(false)
      .optional()
      .describe('false: the action is possible in its `from` statuses but no work waits there (take an item off sale, revise it; hold, change or close an order), so the pending lists (home page, 单据待办) leave those records out for it'),
  })
  .strict();
export type WorkflowAction = z.infer<typeof WorkflowAction>;

export const EntityCommand = z
  .object({
    label: LocalizedText,
    resource: z.string().describe('resource (button) code that grants the command'),
    actor: z.enum(['internal', 'supplier']).default('internal'),
    answersFile: z.boolean().optional().describe('the command answers a file to download (an export) instead of the record'),
  })
  .strict()
  .describe('an action on one saved record that changes no status, carried out by a handler registered in code (e.g. an administrator resetting a password)');
export type EntityCommand = z.infer<typeof EntityCommand>;

export const Workflow = z
  .object({
    statusField: Identifier,
    initial: z.string(),
    statusLookup: z.string().optional().describe('lookup type whose meanings name the statuses'),
    editableIn: z.array(z.string()).min(1).describe('statuses in which saveOrUpdate and delete are allowed'),
    actions: z.record(Identifier, WorkflowAction),
  })
  .strict()
  .superRefine(checkProcessBinding)
  .superRefine(checkLineActions);
export type Workflow = z.infer<typeof Workflow>;

export const AudienceMatch = z
  .object({
    field: Identifier.describe("a field of the audience line: it addresses the supplier when it holds the supplier's id, or (with `through`) a value the supplier has"),
    through: z
      .object({
        entity: Identifier.describe('an entity whose rows give a supplier its values (its categories: srmPosSupplierCategory)'),
        supplierField: Identifier.describe('its field holding the supplier id'),
        valueField: Identifier.describe('its field compared with the line field (categoryId)'),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AudienceMatch = z.infer<typeof AudienceMatch>;

export const Audience = z
  .object({
    lines: Identifier.describe('the line collection naming the receivers (one per supplier, category, organisation...)'),
    match: z.array(AudienceMatch).min(1).describe('a line addresses the supplier when any of these holds'),
  })
  .strict()
  .describe(
    'records addressed to suppliers: a supplier reaches a record (in a supplierVisibleStatuses status) only when one of its audience lines addresses it, and sees only those lines',
  );
export type Audience = z.infer<typeof Audience>;

export const Ownership = z
  .object({
    supplierField: Identifier.optional().describe('field holding the owning supplier id'),
    audience: Audience.optional().describe('instead of supplierField: the records are addressed to suppliers by lines (notices)'),
    supplierVisibleStatuses: z
      .array(z.string())
      .optional()
      .describe('a supplier sees only records in these statuses (all when absent)'),
    supplierWritable: z.boolean().default(false).describe('may supplier users create and change records'),
  })
  .strict()
  .refine((ownership) => (ownership.supplierField === undefined) !== (ownership.audience === undefined), {
    message: 'name either supplierField (records of one supplier) or audience (records addressed to suppliers), not both',
  })
  .refine((ownership) => ownership.audience === undefined || !ownership.supplierWritable, {
    message: 'records addressed to suppliers (audience) are written by buyers only: supplierWritable must be false',
  });
export type Ownership = z.infer<typeof Ownership>;

export const PublicToSuppliers = z
  .object({
    field: Identifier.describe('the field that decides, e.g. status or publishedFlag'),
    in: z.array(z.string()).min(1).describe('the values that make a record public, e.g. ["PUBLISHED"]'),
  })
  .strict()
  .describe(
    'every supplier user reads the records whose field holds one of these values (documents the buyer publishes to all suppliers: common files); the others answer like missing records; supplier users never write them nor run their actions. Not beside ownership',
  );
export type PublicToSuppliers = z.infer<typeof PublicToSuppliers>;

export const OrgScope = z
  .object({
    field: Identifier.describe('field holding the organisation id (baseOrganization)'),
  })
  .strict()
  .describe('internal users see and write only records of the organisations granted to them (baseUserOrgPermit)');
export type OrgScope = z.infer<typeof OrgScope>;

export const PermitScope = z
  .array(
    z
      .object({
        permit: z.enum(PERMIT_KIND_NAMES).describe('the kind of permit: category (purchase categories, a permit covers its sub-categories), mrpController, purchaseGroup'),
        field: Identifier.describe('field holding the value the permit grants (a category id, an MRP controller or purchase group code)'),
      })
      .strict(),
  )
  .min(1)
  .describe(
    "internal users reach only records whose fields hold a value of their permits of that kind (baseUserPermit), unless their user record opens every value of the kind (allCategoryAccessFlag...); a user without any permit of a kind reaches none of them",
  );
export type PermitScope = z.infer<typeof PermitScope>;

export const UserScope = z
  .object({
    field: Identifier.describe('field holding the id of the user the record belongs to (a createStamp currentUser field)'),
    allUsers: z
      .boolean()
      .optional()
      .describe('supplier users may call the entity too, like internal users (his user centre, his sessions); writes still need the granted resource'),
    markRead: z
      .object({
        flagField: Identifier.describe('a Y/N field: set to Y when the owner opens the record'),
        timeField: Identifier.optional().describe('a datetime field: set to the time of that first opening'),
      })
      .strict()
      .optional()
      .describe('the owner opening one record (findById: a detail screen) marks it read, once (his in-app messages)'),
  })
  .strict()
  .describe('every user, administrators included, sees and reaches only his own records (his background exports, his user centre)');
export type UserScope = z.infer<typeof UserScope>;

export const ParticipantScope = z
  .object({
    users: z.array(Identifier).describe("the record's own fields holding a participant's user id (the submitter)"),
    through: z
      .array(
        z
          .object({
            entity: Identifier.describe('an entity whose rows name more participants (tasks, history)'),
            foreignKey: Identifier.describe("its field holding this record's primary key"),
            user: Identifier.describe("its field holding the participant's user id"),
          })
          .strict(),
      )
      .optional(),
    allOnRoutes: z
      .array(z.string().min(1))
      .optional()
      .describe('screen routes whose holders see every record (monitoring): a user holding a menu of one is not narrowed'),
    adminFields: z
      .array(Identifier)
      .optional()
      .describe('fields only holders of an `allOnRoutes` menu receive, filter or sort by (the host:pid a request ran on)'),
  })
  .strict()
  .describe(
    'a user reaches only the records he takes part in (named in one of its user fields or in a row of a `through` entity), its line entities following it',
  );
export type ParticipantScope = z.infer<typeof ParticipantScope>;

export const CallerScope = z
  .object({
    supplierField: Identifier.describe("field of each record holding the supplier it concerns: a supplier user receives only his own supplier's records"),
  })
  .strict()
  .describe(
    'a service entity whose provider answers every caller only what he himself reaches (his work items): users of both kinds may read it, and for a supplier user the platform keeps only the records of his own supplier',
  );
export type CallerScope = z.infer<typeof CallerScope>;

export const ReadReceipts = z
  .object({
    entity: Identifier.describe(
      'the receipt entity: fields foreignKey, userId, supplierId, firstViewDate, lastViewDate (datetime) and viewCount (integer)',
    ),
    foreignKey: Identifier.describe("its field holding this record's primary key"),
    readKey: Identifier.optional().describe(
      'a key the server adds to every record a supplier user reads (lists too): Y when he has opened the record, N while it is unread for him',
    ),
  })
  .strict()
  .describe('every read by id of a supplier user (a receiver opening the record) records who viewed it, first and last when, how often');
export type ReadReceipts = z.infer<typeof ReadReceipts>;

export const StandardPermissions = z
  .object({
    create: z.string().optional(),
    update: z.string().optional(),
    delete: z.string().optional(),
    import: z.string().optional(),
  })
  .strict()
  .describe('resource codes that grant the standard write operations (reads need the menu only)');

export const ImportColumn = z.union([
  Identifier.describe('a field of the entity, titled by its label'),
  z
    .object({
      field: Identifier,
      title: LocalizedText.optional().describe('column title instead of the field label'),
      refBy: Identifier.optional().describe(
        'on a reference field: the field of the referenced entity the cell holds (its business code), resolved to the id',
      ),
    })
    .strict(),
]);
export type ImportColumn = z.infer<typeof ImportColumn>;

export const ImportLineSheet = z
  .object({
    collection: Identifier.describe("a line collection of the entity (lines[].name)"),
    title: LocalizedText.optional().describe("the sheet's name instead of the line entity's label"),
    columns: z.array(ImportColumn).min(1).describe('the columns of the line sheet after the link column, in order'),
  })
  .strict();
export type ImportLineSheet = z.infer<typeof ImportLineSheet>;

export const ImportDefinition = z
  .object({
    columns: z.array(ImportColumn).min(1).describe('the columns of the template and of doImport rows, in order'),
    matchBy: z
      .array(Identifier)
      .min(1)
      .optional()
      .describe('columns that find an existing record (a business key): a row matching one updates it, others create records'),
    intoHeader: z
      .boolean()
      .optional()
      .describe("line entities: the rows become lines added to one header record, whose id is the parameter named by the collection's foreign key"),
    supplierAllowed: z
      .boolean()
      .optional()
      .describe("supplier users may import (where the ownership lets them write); their rows always belong to their own supplier"),
    linkBy: Identifier.optional().describe(
      'with lines: the import column (a unique field) whose value names the header row in the first column of every line sheet',
    ),
    lines: z
      .array(ImportLineSheet)
      .min(1)
      .optional()
      .describe('one more sheet per line collection: a workbook imports headers with their lines (new headers only), all or nothing'),
  })
  .strict()
  .describe('Excel import and doImport (docs/authoring.md); the resource code that grants it is permissions.import');
export type ImportDefinition = z.infer<typeof ImportDefinition>;

export const EntityIndex = z
  .object({ fields: z.array(Identifier).min(1), unique: z.boolean().optional() })
  .strict();

export const EntitySchema = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(FORMAT_VERSION),
    name: Identifier.describe('entity name; its endpoints are /api/<service>/v1/<name>Restful/<operation>'),
    service: ServiceName,
    storage: EntityStorage.optional().describe(
      'table (default): a database table; service: records answered by a provider registered in code, no table',
    ),
    table: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/, 'lower-case snake_case table name')
      .optional()
      .describe('the database table; required unless storage is service'),
    viewOf: Identifier.optional().describe(
      "a narrower face of another entity's table (the user centre over the users): the same table and primary key, some of its fields with the same types; that entity migrates the table, this one adds its own scope, permissions and screens",
    ),
    label: LocalizedText,
    primaryKey: Identifier,
    displayField: Identifier.optional().describe('field shown when another record refers to this one'),
    codeField: Identifier.optional().describe('business code shown beside the display field'),
    fields: z.array(EntityField).min(1),
    lines: z.array(LineCollection).optional(),
    workflow: Workflow.optional(),
    commands: z.record(Identifier, EntityCommand).optional().describe('record commands: POST /v1/<entity>Restful/<command> with {id}'),
    ownership: Ownership.optional(),
    publicToSuppliers: PublicToSuppliers.optional(),
    orgScope: OrgScope.optional(),
    permitScope: PermitScope.optional(),
    userScope: UserScope.optional(),
    participantScope: ParticipantScope.optional(),
    callerScope: CallerScope.optional(),
    readReceipts: ReadReceipts.optional(),
    userLists: z
      .record(Identifier, UserScope)
      .optional()
      .describe(
        'named lists of the caller\'s own records: POST /v1/<entity>Restful/<name> answers like listByPage, limited to records whose field holds the caller (whatever filters are sent); a read like listByPage',
      ),
    serviceLists: z
      .record(Identifier, z.object({ label: LocalizedText }).strict())
      .optional()
      .describe(
        'named list reads of a service entity, answered by its provider: POST /v1/<entity>Restful/<name> takes and answers what listByPage does (the tables, then the columns, of informationSchema); a read like listByPage',
      ),
    permissions: StandardPermissions.optional(),
    import: ImportDefinition.optional(),
    defaultSort: z
      .object({ field: Identifier, direction: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
    indexes: z.array(EntityIndex).optional(),
    tree: TreeRule.optional(),
    generate: z
      .record(Identifier, GenerateAction)
      .optional()
      .describe('actions that create a document of another entity from this one (or from picked lines): POST /v1/<entity>Restful/<name>'),
    consumes: z
      .array(Consumption)
      .optional()
      .describe('quantities or amounts of other records this document consumes when its workflow actions run'),
    flexfields: z.boolean().optional().describe('adds attributeCategory and attribute1..attribute10'),
    checks: z
      .array(RecordCheck)
      .optional()
      .describe('rules over the whole record and its lines (sumLines...) that every save and action must meet; edit screens show them live'),
    effectiveDated: EffectiveDated.optional().describe(
      'records in force from a date: the operation answers, for the key fields and a date, the record with the latest date on or before it',
    ),
    changeRequestOf: ChangeRequestRule.optional(),
    posts: z
      .array(Posting)
      .optional()
      .describe('records this document writes into another entity when its workflow actions run: saved as the user (inserted, or the matched ones changed), or appended to a ledger (reversed on release)'),
    listChecks: z
      .array(ListCheck)
      .optional()
      .describe('each line must be allowed by a record of another entity; a configuration profile says warn, refuse or pass'),
    matchFills: z
      .array(MatchFill)
      .optional()
      .describe('values taken from the best matching record of another entity on every save and as the user types (an agreement price by quantity step)'),
    versioned: VersionedRule.optional(),
  })
  .strict()
  .superRefine(checkEntityStorage)
  .superRefine(checkFieldDefaults)
  .superRefine(checkSecretFields);
export type EntitySchema = z.infer<typeof EntitySchema>;
