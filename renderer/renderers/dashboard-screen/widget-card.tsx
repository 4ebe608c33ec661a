import { Button, Card, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { WidgetModel } from './dashboard-model';

/** A widget's card: its title, an "open" link to the screen it belongs to, its content; it takes `span` of four columns. */
export function WidgetCard({ widget, onOpen, extra, children }: { widget: WidgetModel; onOpen: () => void; extra?: ReactNode; children: ReactNode }) {
  const { t, text } = useRendererI18n();
  const title = text(widget.title);
  return (
    <Card
      className={`srm-widget srm-widget-card-${widget.kind}`}
      style={{ gridColumn: `span ${widget.span}` }}
      size="small"
      title={title}
      role="region"
      aria-label={title}
      extra={
        <Space size={8}>
          {extra}
          <Button type="text" size="mini" onClick={onOpen}>
            {t('dashboard.open')}
          </Button>
        </Space>
      }
    >
      {children}
    </Card>
  );
}
