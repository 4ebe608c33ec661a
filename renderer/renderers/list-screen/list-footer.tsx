import { Pagination, Typography } from '@arco-design/web-react';
import { PAGE_SIZE_OPTIONS } from '../../descriptors/table.schema';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

/** Under the table: how many rows are chosen, and paging with sizes 20/50/100/200/500 (spec 000 §9). */
export function ListFooter({
  total,
  totalIsLowerBound,
  pageIndex,
  pageSize,
  selectedCount,
  crossPage,
  onChange,
}: {
  total: number;
  totalIsLowerBound: boolean;
  pageIndex: number;
  pageSize: number;
  selectedCount: number;
  crossPage: boolean;
  onChange: (pageIndex: number, pageSize: number) => void;
}) {
  const { t } = useRendererI18n();
  return (
    <div
      className="srm-list-footer"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 16px' }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {selectedCount > 0
          ? t(crossPage ? 'list.acrossPageSelected' : 'list.selectedRows', { count: selectedCount })
          : ''}
      </Typography.Text>
      <Pagination
        size="small"
        total={total}
        current={pageIndex}
        pageSize={pageSize}
        sizeCanChange
        sizeOptions={[...PAGE_SIZE_OPTIONS]}
        showTotal={(count: number) => t(totalIsLowerBound ? 'list.pageTotalAtLeast' : 'list.pageTotal', { count })}
        onChange={(page, size) => onChange(page, size)}
      />
    </div>
  );
}
