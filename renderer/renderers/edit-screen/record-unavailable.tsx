import { Button, Result } from '@arco-design/web-react';
import type { FailureReason } from '../../../src/shared/api/envelope';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

export interface RecordUnavailableProps {
  reason: FailureReason;
  /** The server's own words (采购订单不存在或已被删除), under the title. */
  message: string;
  /** The list the document belongs to, offered as the way on. */
  listRoute?: string;
}

/**
 * An edit screen opened on a document that does not exist or is not the user's to see (an old link, another
 * supplier's order): said calmly, with the ways out of the tab, unlike a screen that failed to load.
 */
export function RecordUnavailable({ reason, message, listRoute }: RecordUnavailableProps) {
  const { t } = useRendererI18n();
  const navigation = useScreenNavigation();
  const title = reason === 'forbidden' ? t('screen.recordForbidden') : t('screen.recordNotFound');
  return (
    <Result
      className="srm-record-unavailable"
      status="404"
      title={title}
      subTitle={
        <>
          <div>{t('screen.recordUnavailableHint')}</div>
          {message && <div className="srm-record-unavailable-detail">{message}</div>}
        </>
      }
      extra={[
        listRoute && (
          <Button key="list" type="primary" onClick={() => navigation.openScreen(listRoute)}>
            {t('screen.backToList')}
          </Button>
        ),
        <Button key="close" onClick={() => navigation.closeCurrent()}>
          {t('screen.closeTab')}
        </Button>,
      ]}
    />
  );
}
