import { Alert, Button, Empty, Spin } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { loadScreenLinks } from '../../../../renderer/index';
import { languageAtom, sessionUserAtom } from '../../session/session-atoms';
import { useAppAdapter } from '../../session/AppAdapterContext';
import type { ScreenOpener } from '../../tabs/screen-opener';
import { ArticlesCard } from './ArticlesCard';
import { PendingGroupCard } from './PendingGroupCard';
import { pendingGroupsToShow, requestPending, type PendingGroup, type PendingRow } from './pending-api';

/**
 * The home tab (inHome for buyers, exHome for suppliers): a greeting and the documents waiting for the user,
 * grouped by the menu whose list screen handles them.
 */
export function WorkBench({ openScreen }: { openScreen: ScreenOpener }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const user = useAtomValue(sessionUserAtom);
  const language = useAtomValue(languageAtom);
  const { data: answer, isLoading, isValidating, mutate } = useSWR(
    user ? ['srm.pending', user.userId] : null,
    () => requestPending(adapter),
    { revalidateOnFocus: false },
  );
  if (!user) return null;

  const groups = answer?.status === 'S' ? pendingGroupsToShow(answer.data) : [];
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const isSupplier = user.userType === 'supplier' && Boolean(user.supplierName);
  const menuParams = (group: PendingGroup) => ({ menuId: String(group.menuId), respId: String(group.respId) });
  const open = (group: PendingGroup) => openScreen(group.route, menuParams(group));
  // A row opens its document on the list's edit screen; a list without one (or unreadable) opens itself.
  const openRow = (group: PendingGroup, row: PendingRow) =>
    void loadScreenLinks(group.route).then(
      (links) =>
        links.editRoute ? openScreen(links.editRoute, { id: String(row.id), ...menuParams(group) }) : open(group),
      () => open(group),
    );

  return (
    <div className="srm-workbench">
      <section className="srm-workbench__greeting">
        <div>
          <h2>
            {isSupplier
              ? t('home.greetingSupplier', { name: user.userFullName, supplier: user.supplierName })
              : t('home.greeting', { name: user.userFullName })}
          </h2>
          <p>{user.userType === 'supplier' ? t('home.supplierIntro') : t('home.internalIntro')}</p>
        </div>
        <div className="srm-workbench__summary">
          {answer?.status === 'S' && <span>{t('home.pendingTotal', { count: total })}</span>}
          <Button size="small" loading={isValidating} onClick={() => void mutate()}>
            {t('home.refresh')}
          </Button>
        </div>
      </section>
      <h3 className="srm-workbench__section-title">{t('home.pendingTitle')}</h3>
      {isLoading && <Spin className="srm-workbench__loading" />}
      {answer && answer.status !== 'S' && (
        <Alert type="error" title={t('home.loadFailed')} content={answer.msg} />
      )}
      {answer?.status === 'S' && groups.length === 0 && <Empty description={t('home.empty')} />}
      <div className="srm-workbench__groups">
        {groups.map((group) => (
          <PendingGroupCard
            key={`${group.menuId}-${group.respId}`}
            group={group}
            language={language}
            onOpen={open}
            onOpenRow={openRow}
          />
        ))}
      </div>
      <ArticlesCard userId={user.userId} />
    </div>
  );
}
