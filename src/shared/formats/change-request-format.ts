import { z } from 'zod';
import { Identifier } from './common';

/**
 * Makes an entity the change requests of another (a supplier changes its own master data only through one):
 * the request copies the target record's changeable fields (its own fields named like them) and line
 * collections (its own collections named like them, whose line entities copy the target line fields) when
 * it is created, the requester edits the copy, the engine keeps the change records (one per changed field,
 * added or removed line, old -> new) and applies the copy to the target, in one transaction, when `applyOn`
 * runs: only if the target is still at the version the request was opened on.
 */
export const ChangeRequestRule = z
  .object({
    entity: Identifier.describe('the entity whose records the requests change (srmPosSupplierInfo)'),
    targetField: Identifier.describe("this entity's field holding the changed record's id: an integer referencing `entity`, fixed once saved"),
    fields: z
      .array(Identifier)
      .min(1)
      .optional()
      .describe(
        'the header fields a request may change: fields of this entity named like a field of the target; left out, every such field. A target field that is readOnly, serverOnly, internal, computed, numbered or stamped is never changeable',
      ),
    lines: z
      .array(Identifier)
      .optional()
      .describe(
        "the line collections a request may change: collections of this entity named like one of the target, whose line entity copies the target line's fields and has an integer `sourceLineId`; left out, every such collection",
      ),
    changes: Identifier.describe(
      'the line collection of this entity the engine fills with the change records: fields partName, partLabel, lineLabel, changeType (ADD / CHANGE / REMOVE), fieldName, fieldLabel, oldValue, newValue',
    ),
    applyOn: Identifier.describe('the workflow action (the approval) after which the copy is written to the target, in its transaction'),
  })
  .strict()
  .describe('this entity is the change requests of records of another entity (docs/authoring.md "Change requests")');
export type ChangeRequestRule = z.infer<typeof ChangeRequestRule>;

/** The field of a change request holding the target's versionNum when the request was opened. */
export const BASE_VERSION_FIELD = 'baseVersionNum';
/** The field of a copied line holding the id of the target line it copies (empty: a line the request adds). */
export const SOURCE_LINE_FIELD = 'sourceLineId';
/** The fields of a change record, as the engine writes them. */
export const CHANGE_RECORD_FIELDS = ['partName', 'partLabel', 'lineLabel', 'changeType', 'fieldName', 'fieldLabel', 'oldValue', 'newValue'] as const;
