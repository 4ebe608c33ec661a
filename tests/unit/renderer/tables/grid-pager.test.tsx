import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { GridPager } from '../../../../renderer/tables/grid-pager';
import { renderWithProviders } from '../support/render-screen';

function footer(totalIsLowerBound: boolean, language: 'CN' | 'EN') {
  renderWithProviders(
    <GridPager
      total={10_000}
      totalIsLowerBound={totalIsLowerBound}
      pageIndex={1}
      pageSize={20}
      selectedCount={0}
      crossPage={false}
      onChange={() => undefined}
    />,
    { adapter: createMemoryAdapter({ entities: [], records: {} }), language },
  );
}

describe('grid pager total', () => {
  it('shows an exact total as the count', () => {
    footer(false, 'CN');
    expect(screen.getByText('共 10000 条')).toBeTruthy();
  });

  it('says "at least" when the server stopped counting (countCapped)', () => {
    footer(true, 'CN');
    expect(screen.getByText('10000 条以上')).toBeTruthy();
  });

  it('says it in English too', () => {
    footer(true, 'EN');
    expect(screen.getByText('at least 10000 records')).toBeTruthy();
  });
});
