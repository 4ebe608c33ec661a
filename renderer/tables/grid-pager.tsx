import { Button, InputNumber, Pagination, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { TypographyText } from '../display/typography-markup';
import { PAGE_SIZE_OPTIONS } from '../descriptors/page-size-options';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { checkCustomPageSize, CUSTOM_PAGE_SIZE_MIN } from './custom-page-size';
import { MAX_PAGE_SIZE } from './table-model';

/** Spec 000 §9: the footer under a table is 42 high with paging, 4 without. */
export const PAGER_HEIGHT = 42;
export const NO_PAGER_HEIGHT = 4;
const CUSTOM = 'custom';

export interface GridPagerProps {
  total: number;
  totalIsLowerBound: boolean;
  pageIndex: number;
  pageSize: number;
  selectedCount: number;
  crossPage: boolean;
  onChange: (pageIndex: number, pageSize: number) => void;
}

/**
 * Under the table: how many rows are checked ("Across the page selected N rows" with cross-page
 * selection), the total, the pages, and the page size: 20, 50, 100, 200, 500 or a custom size.
 */
export function GridPager({ total, totalIsLowerBound, pageIndex, pageSize, selectedCount, crossPage, onChange }: GridPagerProps) {
  const { t } = useRendererI18n();
  const [customOpen, setCustomOpen] = useState(false);
  const [typed, setTyped] = useState<number | undefined>();
  const [problem, setProblem] = useState<{ text: string; refused: boolean } | undefined>();
  // The input keeps showing what was typed while it has it; a new one shows the size applied (5 → 10).
  const [applied, setApplied] = useState(0);
  const sizes: number[] = [...PAGE_SIZE_OPTIONS];
  if (!sizes.includes(pageSize)) sizes.push(pageSize);
  sizes.sort((a, b) => a - b);

  const applyCustom = () => {
    if (typed === undefined) return;
    const checked = checkCustomPageSize(typed);
    if (!checked.ok) {
      setProblem({ text: t(`paging.${checked.problem}`, { max: MAX_PAGE_SIZE }), refused: true });
      return;
    }
    setProblem(checked.raised ? { text: t('paging.customMinimum', { min: CUSTOM_PAGE_SIZE_MIN }), refused: false } : undefined);
    setTyped(checked.size);
    setApplied((count) => count + 1);
    setCustomOpen(checked.raised);
    onChange(1, checked.size);
  };

  return (
    <div className="srm-grid-pager" style={{ height: PAGER_HEIGHT }}>
      <TypographyText type="secondary" className="srm-grid-pager-selection">
        {selectedCount > 0 ? t(crossPage ? 'list.acrossPageSelected' : 'list.selectedRows', { count: selectedCount }) : ''}
      </TypographyText>
      <div className="srm-grid-pager-controls">
        <span className="srm-grid-pager-total">{t(totalIsLowerBound ? 'list.pageTotalAtLeast' : 'list.pageTotal', { count: total })}</span>
        <Pagination size="small" total={total} current={pageIndex} pageSize={pageSize} onChange={(page) => onChange(page, pageSize)} />
        <Select
          size="small"
          className="srm-grid-page-size"
          value={customOpen ? CUSTOM : pageSize}
          style={{ width: 110 }}
          options={[
            ...sizes.map((size) => ({ label: t('paging.sizeOption', { size }), value: size })),
            { label: t('paging.custom'), value: CUSTOM },
          ]}
          onChange={(value: number | string) => {
            setProblem(undefined);
            if (value === CUSTOM) {
              setCustomOpen(true);
              return;
            }
            setCustomOpen(false);
            onChange(1, Number(value));
          }}
        />
        {customOpen && (
          <>
            <InputNumber
              key={applied}
              size="small"
              className="srm-grid-custom-size"
              aria-label={t('paging.customLabel')}
              placeholder={String(CUSTOM_PAGE_SIZE_MIN)}
              precision={0}
              style={{ width: 90 }}
              value={typed}
              error={problem?.refused === true}
              onChange={(value) => setTyped(value === undefined || value === null || Number.isNaN(value) ? undefined : value)}
              onKeyDown={(event) => {
                if ((event as KeyboardEvent).key === 'Enter') applyCustom();
              }}
            />
            <Button size="small" type="primary" onClick={applyCustom}>
              {t('paging.customApply')}
            </Button>
          </>
        )}
        {problem && (
          <TypographyText type={problem.refused ? 'error' : 'warning'} className="srm-grid-pager-problem" role={problem.refused ? 'alert' : undefined}>
            {problem.text}
          </TypographyText>
        )}
      </div>
    </div>
  );
}
