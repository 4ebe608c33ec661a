import { z } from 'zod';
import { Identifier } from './common';

/**
 * A document whose approved content is versioned (a purchase order): a change (`openOn`, back to an editable
 * status) keeps the version in force as a snapshot, and the next approval (`bumpOn`) raises the version
 * field and writes the change records of the new version against that snapshot (old -> new, as change
 * requests do), which both sides read on the document.
 */
export const VersionedRule = z
  .object({
    versionField: Identifier.describe('the integer field holding the version (1 until the first approved change)'),
    openOn: Identifier.describe('the workflow action that opens a change of the approved document (doChange): the version in force is kept'),
    bumpOn: Identifier.describe('the workflow action that puts a change in force (the approval): the version goes up by one'),
    snapshots: Identifier.describe(
      'the line collection keeping each replaced version: fields versionNumber (integer) and snapshot (text, internal: it holds internal fields), both readOnly',
    ),
    changes: Identifier.describe(
      'the line collection of the change records: versionNumber, partName, partLabel, lineLabel, changeType (ADD / CHANGE / REMOVE), fieldName, fieldLabel, oldValue, newValue, all readOnly',
    ),
  })
  .strict()
  .describe('versions of an approved document changed later (docs/authoring.md "Versions of a document")');
export type VersionedRule = z.infer<typeof VersionedRule>;
