import { Table, Typography } from '@arco-design/web-react';
import type { ImportRejected } from '../../src/shared/api/import-answer';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** The rows that stopped an import: (sheet,) row, column and message of each problem the server listed. */
export function ImportErrorTable({ rejected }: { rejected: ImportRejected }) {
  const { t } = useRendererI18n();
  // A workbook of a header and its lines names the sheet of each problem.
  const bySheet = rejected.errors.some((problem) => problem.sheet);
  const columns = [
    ...(bySheet ? [{ title: t('importDialog.sheet'), dataIndex: 'sheet', width: 120 }] : []),
    { title: t('importDialog.row'), dataIndex: 'row', width: 80 },
    { title: t('importDialog.column'), dataIndex: 'column', width: 160 },
    { title: t('importDialog.message'), dataIndex: 'message' },
  ];
  return (
    <div className="srm-import-errors">
      <Typography.Text bold>{t('importDialog.errorsTitle', { errorRows: rejected.errorRows })}</Typography.Text>
      <Table
        size="small"
        border={{ wrapper: true, cell: true }}
        columns={columns}
        data={rejected.errors.map((problem, index) => ({ ...problem, key: index }))}
        pagination={false}
        scroll={{ y: 240 }}
        style={{ marginTop: 8 }}
      />
      {rejected.truncated && <Typography.Text type="secondary">{t('importDialog.errorsShown', { shown: rejected.errors.length })}</Typography.Text>}
    </div>
  );
}
