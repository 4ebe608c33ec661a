import { Badge, Button, Card, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useLookupMeanings } from '../../../../renderer/index';
import type { Language } from '../../../shared/formats/common';
import { formatPendingDate, type PendingGroup, type PendingRow } from './pending-api';

interface PendingGroupCardProps {
  group: PendingGroup;
  language: Language;
  /** Opens the group's list screen. */
  onOpen: (group: PendingGroup) => void;
  /** Opens one waiting document itself. */
  onOpenRow: (group: PendingGroup, row: PendingRow) => void;
}

const STATUS_COLOURS: Record<string, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'arcoblue',
  APPROVING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  OPEN: 'cyan',
  EFFECTIVE: 'green',
};

const NO_LOOKUPS: readonly string[] = [];

/** One menu's waiting documents: title, count, the first rows; the title opens the list, a row its document. */
export function PendingGroupCard({ group, language, onOpen, onOpenRow }: PendingGroupCardProps) {
  const { t } = useTranslation();
  const meaningOf = useLookupMeanings(group.statusLookup ? [group.statusLookup] : NO_LOOKUPS);
  // The entity's own status names; the shared names of the common statuses where it has none.
  const statusText = (status: string) =>
    group.statusLookup ? meaningOf(group.statusLookup, status) : t(`status.${status}`, { defaultValue: status });
  const title = language === 'EN' ? group.title.en : group.title.cn;
  const columns: TableColumnProps<PendingRow>[] = [
    { title: t('home.code'), dataIndex: 'code', ellipsis: true },
    // A to-do list's rows say what waits (the approval step); documents show their status.
    group.rows.some((row) => row.detail !== undefined)
      ? { title: t('home.step'), dataIndex: 'detail', width: 150, ellipsis: true }
      : {
          title: t('home.status'),
          dataIndex: 'status',
          width: 110,
          render: (_value: unknown, row: PendingRow) => (
            <Tag size="small" color={STATUS_COLOURS[row.status] ?? 'gray'}>
              {statusText(row.status)}
            </Tag>
          ),
        },
    {
      title: t('home.lastUpdate'),
      dataIndex: 'lastUpdateDate',
      width: 150,
      render: (_value: unknown, row: PendingRow) => formatPendingDate(row.lastUpdateDate),
    },
  ];
  return (
    <Card
      className="srm-pending-card"
      size="small"
      hoverable
      title={
        <button type="button" className="srm-pending-card__title" onClick={() => onOpen(group)}>
          <span>{title}</span>
          <Badge count={group.count} maxCount={999} />
        </button>
      }
      extra={
        <Button type="text" size="mini" onClick={() => onOpen(group)}>
          {t('home.openList')}
        </Button>
      }
    >
      <Table<PendingRow>
        size="mini"
        rowKey="id"
        columns={columns}
        data={group.rows}
        pagination={false}
        border={false}
        onRow={(row: PendingRow) => ({ onClick: () => onOpenRow(group, row), style: { cursor: 'pointer' } })}
      />
      {group.count > group.rows.length && (
        <div className="srm-pending-card__more">
          {t('home.moreRows', { shown: group.rows.length, count: group.count })}
        </div>
      )}
    </Card>
  );
}
