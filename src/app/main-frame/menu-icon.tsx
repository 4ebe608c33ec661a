import { IconApps, IconFile, IconSafe, IconSettings, IconStorage, IconUser, IconUserGroup } from '@arco-design/web-react/icon';
import type { ReactElement } from 'react';

/** Menu imageLink names (seed/system/menus.json "icon") to Arco icons; unknown names get a neutral icon. */
const ICONS: Record<string, () => ReactElement> = {
  'shopping-cart': () => <IconStorage />,
  settings: () => <IconSettings />,
  file: () => <IconFile />,
  supplier: () => <IconUserGroup />,
  quality: () => <IconSafe />,
  user: () => <IconUser />,
};

export function MenuIcon({ name }: { name: string }) {
  const icon = ICONS[name];
  return icon ? icon() : <IconApps />;
}
