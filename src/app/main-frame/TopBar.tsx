import { Button, Popconfirm } from '@arco-design/web-react';
import { IconMenuFold, IconMenuUnfold, IconPoweroff, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import type { SessionUser } from '../session/session-types';

interface TopBarProps {
  user: SessionUser;
  menuCollapsed: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
}

/** The 48 px bar over everything: product, menu toggle, language, who is signed in, sign-out. */
export function TopBar({ user, menuCollapsed, onToggleMenu, onSignOut }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="srm-top-bar">
      <Button
        className="srm-top-bar__toggle"
        type="text"
        aria-label={menuCollapsed ? t('frame.expandMenu') : t('frame.collapseMenu')}
        icon={menuCollapsed ? <IconMenuUnfold /> : <IconMenuFold />}
        onClick={onToggleMenu}
      />
      <span className="srm-top-bar__product">{t('productName')}</span>
      <span className="srm-top-bar__spacer" />
      <LanguageSwitch size="mini" />
      <span className="srm-top-bar__user" data-testid="current-user">
        <IconUser />
        {user.userFullName}
        {user.userType === 'supplier' && user.supplierName ? ` · ${user.supplierName}` : ''}
      </span>
      <Popconfirm title={t('frame.signOutConfirm')} onOk={onSignOut}>
        <Button className="srm-top-bar__sign-out" type="text" icon={<IconPoweroff />}>
          {t('frame.signOut')}
        </Button>
      </Popconfirm>
    </header>
  );
}
