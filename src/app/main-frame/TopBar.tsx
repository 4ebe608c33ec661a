import { Button, Dropdown, Menu, Popconfirm } from '@arco-design/web-react';
import { IconDesktop, IconDown, IconLock, IconMenuFold, IconMenuUnfold, IconPoweroff, IconUser } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import type { SessionUser } from '../session/session-types';
import type { ScreenOpener } from '../tabs/screen-opener';
import { MessageBell } from './MessageBell';

/* The dialog (Arco's Form and Modal with it) loads when the user first asks to change his password. */
const ChangePasswordModal = lazy(async () => ({ default: (await import('./ChangePasswordModal')).ChangePasswordModal }));

interface TopBarProps {
  user: SessionUser;
  menuCollapsed: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
  /** Opens a screen in a tab (a message's link). */
  openScreen: ScreenOpener;
}

/** The 48 px bar over everything: product, menu toggle, language, the message bell, who is signed in (his centre, devices and password), sign-out. */
export function TopBar({ user, menuCollapsed, onToggleMenu, onSignOut, openScreen }: TopBarProps) {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);
  const accountMenu = (
    <Menu onClickMenuItem={(key) => (key === 'changePassword' ? setChangingPassword(true) : openScreen(key))}>
      <Menu.Item key="userCenter">
        <IconUser /> {t('account.userCenter')}
      </Menu.Item>
      <Menu.Item key="userSessions">
        <IconDesktop /> {t('account.userSessions')}
      </Menu.Item>
      <Menu.Item key="changePassword">
        <IconLock /> {t('account.changePassword')}
      </Menu.Item>
    </Menu>
  );
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
      <MessageBell userId={user.userId} openScreen={openScreen} />
      <Dropdown droplist={accountMenu} trigger="click" position="br">
        <Button type="text" className="srm-top-bar__user" data-testid="current-user">
          <IconUser />
          {user.userFullName}
          {user.userType === 'supplier' && user.supplierName ? ` · ${user.supplierName}` : ''}
          <IconDown />
        </Button>
      </Dropdown>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal userName={user.userName} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      <Popconfirm title={t('frame.signOutConfirm')} onOk={onSignOut}>
        <Button className="srm-top-bar__sign-out" type="text" icon={<IconPoweroff />}>
          {t('frame.signOut')}
        </Button>
      </Popconfirm>
    </header>
  );
}
