import { LazyResult } from '../../../../renderer/feedback/lazy-result';
import { useTranslation } from 'react-i18next';
import { parseEmbeddedUrl } from './embedded-url';

/** An external page in a full-size frame, or a clear error when the address may not be shown. */
export function EmbeddedPage({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const checked = parseEmbeddedUrl(url);
  if (!checked.ok) {
    return <LazyResult status="warning" title={t(`iframe.${checked.reason}`)} subTitle={url ?? undefined} />;
  }
  return (
    <iframe
      className="srm-embedded-frame"
      src={checked.url}
      title={t('iframe.title')}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
    />
  );
}
