import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { ButtonBar } from '../../../../../renderer/buttons/button-bar';
import type { ButtonModel } from '../../../../../renderer/buttons/button-model';
import { failOnConsoleError } from '../../support/console-guard';
import { confirmedOrder, orderLine, purchasingAdapter, renderPurchasing, SUPPLIER } from '../../support/purchasing-world';
import { createTestI18n } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';

describe('the edit header', () => {
  it('tells a supplier what he can do with an order he may not change, beside the button that does it', async () => {
    const sent = { ...confirmedOrder(1, [orderLine(11)]), status: 'SENT' };
    renderPurchasing({ route: PO_EDIT, adapter: purchasingAdapter({ srmPoHeader: [sent] }, { user: SUPPLIER }), params: { id: '1' }, userType: 'supplier' });
    await screen.findByRole('button', { name: /供应商确认/ });
    expect(document.querySelector('.srm-edit-status-note')?.textContent).toBe('当前状态内容不可修改，可以：供应商确认');
  });

  it('puts a destructive button (danger, with a confirmation) last, apart from back', () => {
    const buttons: ButtonModel[] = [
      { kind: 'workflow', action: 'doCancel', label: { cn: '取消', en: 'Cancel' }, style: 'danger', confirm: { cn: '确认取消该订单？', en: 'Cancel this order?' }, workflow: { label: { cn: '取消', en: 'Cancel' }, from: ['DRAFT'], to: 'CANCELLED' } },
      { kind: 'print', action: 'print', label: { cn: '打印', en: 'Print' }, style: 'default' },
      { kind: 'back', action: 'back', label: { cn: '返回', en: 'Back' }, style: 'default' },
    ] as ButtonModel[];
    render(
      <I18nextProvider i18n={createTestI18n('CN')}>
        <ButtonBar buttons={buttons} busy={false} onRun={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['打印', '返回', '取消']);
    expect(document.querySelector('.srm-button-bar-divider')).not.toBeNull();
  });
});
