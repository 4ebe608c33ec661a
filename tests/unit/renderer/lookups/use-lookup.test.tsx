import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { useLookup } from '../../../../renderer/lookups/use-lookup';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, lookupSeed } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

function Meaning({ type, code }: { type: string; code: string }) {
  const { meaningOf, loading } = useLookup(type);
  return <span>{loading ? 'loading' : meaningOf(code)}</span>;
}

describe('useLookup', () => {
  it('asks findDic once for many users of a type and keeps the values in local storage', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed });
    renderWithProviders(
      <>
        <Meaning type="PO_STATUS" code="DRAFT" />
        <Meaning type="PO_STATUS" code="APPROVED" />
      </>,
      { adapter },
    );
    expect(await screen.findByText('拟定')).toBeTruthy();
    expect(screen.getByText('已审批')).toBeTruthy();
    expect(adapter.requests.filter((request) => request.operation === 'findDic')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('srm.lookup.PO_STATUS') ?? '[]')).toHaveLength(11);
  });

  it('reads local storage before asking the server, and shows meaningEn in English', async () => {
    localStorage.setItem(
      'srm.lookup.PO_STATUS',
      JSON.stringify([{ lookupType: 'PO_STATUS', lookupCode: 'DRAFT', meaning: '草稿箱', meaningEn: 'Draft box' }]),
    );
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed });
    renderWithProviders(<Meaning type="PO_STATUS" code="DRAFT" />, { adapter, language: 'EN' });
    expect(await screen.findByText('Draft box')).toBeTruthy();
    expect(adapter.requests).toHaveLength(0);
  });

  it('falls back to the code when the lookup has no such value', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed });
    renderWithProviders(<Meaning type="PO_STATUS" code="ODD" />, { adapter });
    await waitFor(() => expect(screen.getByText('ODD')).toBeTruthy());
  });
});
