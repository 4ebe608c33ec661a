import { Alert } from '@arco-design/web-react';
import { memo, useMemo } from 'react';
import { failedRecordChecks } from '../../../src/shared/entity/record-checks';
import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { EditRecord } from './edit-record';
import { recordWithLines } from './validate-for-save';

/**
 * The entity's record checks about one line collection (`checks[].lines`) that the record breaks now,
 * worked out as the user types (the same evaluation the server refuses a save with), shown above its grid.
 */
function RecordCheckNoticeView({ entity, record, collection, conditions }: { entity: EntitySchema; record: EditRecord; collection: string; conditions: ConditionContext }) {
  const { text } = useRendererI18n();
  const concerned = useMemo(() => (entity.checks ?? []).some((check) => check.lines === collection), [entity, collection]);
  const failed = useMemo(
    () => (concerned ? failedRecordChecks(entity, recordWithLines(record), conditions).filter((check) => check.lines === collection) : []),
    [concerned, entity, record, conditions, collection],
  );
  if (failed.length === 0) return null;
  return (
    <Alert
      type="warning"
      className="srm-record-check"
      data-check={failed.map((check) => check.name).join(' ')}
      style={{ margin: '0 0 8px' }}
      content={failed.map((check) => text(check.message)).join('；')}
    />
  );
}

export const RecordCheckNotice = memo(RecordCheckNoticeView);
