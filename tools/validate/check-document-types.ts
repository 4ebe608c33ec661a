import type { LookupSeed } from '../../src/shared/formats/system-format';
import type { ParsedEntity } from './check-entities';
import type { ProblemList } from './problems';

/** The lookup naming the document types of approvals (我的待办, 我的已办, 流程监控 show them by it). */
export const DOCUMENT_TYPE_LOOKUP = 'BPM_DOCUMENT_TYPE';

/** Every entity whose workflow submits to an approval process has its name among the document types' values. */
export function checkDocumentTypes(entities: ReadonlyMap<string, ParsedEntity>, lookups: LookupSeed, problems: ProblemList): void {
  const named = new Set(lookups.types.find((type) => type.lookupType === DOCUMENT_TYPE_LOOKUP)?.values.map((value) => value.code) ?? []);
  for (const [name, { file, entity }] of entities) {
    for (const [action, definition] of Object.entries(entity.workflow?.actions ?? {})) {
      if (definition.process && !named.has(name)) {
        problems.add(
          file,
          `$.workflow.actions.${action}.process`,
          `a document submitted to an approval process needs its name: add the value \`${name}\` (its label) to lookup ${DOCUMENT_TYPE_LOOKUP} in seed/system/lookups.json`,
        );
      }
    }
  }
}
