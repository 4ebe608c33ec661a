import { Button, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** The toolbar button that puts the table on the whole window and back. */
export function FullScreenButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useRendererI18n();
  const label = on ? t('grid.exitFullScreen') : t('grid.fullScreen');
  return (
    <Tooltip content={label}>
      <Button className="srm-full-screen-button" aria-label={label} aria-pressed={on} icon={on ? <IconFullscreenExit /> : <IconFullscreen />} onClick={onToggle} />
    </Tooltip>
  );
}
