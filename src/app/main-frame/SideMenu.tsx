import { Button, Empty, Menu, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import { menuGroupTitleRoles } from './menu-aria';
import { MenuIcon } from './menu-icon';
import type { UserMenus } from './use-user-menus';

interface SideMenuProps {
  menus: UserMenus;
  collapsed: boolean;
  selectedMenuId: number | null;
  onOpenFunction: (menu: MenuTreeNode) => void;
}

function renderNodes(nodes: MenuTreeNode[], depth: number): ReactNode[] {
  return nodes.map((node) => {
    const key = String(node.menuId);
    const icon = depth === 0 ? <MenuIcon name={node.imageLink} /> : null;
    if (node.menuType === '10') {
      return (
        <Menu.SubMenu
          key={key}
          title={
            <>
              {icon}
              {node.name}
            </>
          }
        >
          {renderNodes(node.children, depth + 1)}
        </Menu.SubMenu>
      );
    }
    return (
      <Menu.Item key={key}>
        {icon}
        {node.name}
      </Menu.Item>
    );
  });
}

/** The left menu tree: nodes (type 10) fold, functions (type 20) open their screen in a tab. */
export function SideMenu({ menus, collapsed, selectedMenuId, onOpenFunction }: SideMenuProps) {
  const { t } = useTranslation();
  if (menus.loading) return <Spin className="srm-side-menu__status" />;
  if (menus.error) {
    return (
      <div className="srm-side-menu__status">
        <p>{t('frame.menuLoadFailed')}</p>
        <p>{menus.error}</p>
        <Button size="mini" onClick={menus.reload}>
          {t('frame.retry')}
        </Button>
      </div>
    );
  }
  if (menus.tree.length === 0) return <Empty className="srm-side-menu__status" description={t('frame.noMenus')} />;
  return (
    <nav ref={menuGroupTitleRoles} aria-label={t('frame.functionMenu')}>
      <Menu
        className="srm-side-menu"
        theme="dark"
        collapse={collapsed}
        defaultOpenKeys={menus.tree.filter((node) => node.menuType === '10').map((node) => String(node.menuId))}
        selectedKeys={selectedMenuId === null ? [] : [String(selectedMenuId)]}
        onClickMenuItem={(key) => {
          const menu = menus.functions.get(Number(key));
          if (menu) onOpenFunction(menu);
        }}
      >
        {renderNodes(menus.tree, 0)}
      </Menu>
    </nav>
  );
}
