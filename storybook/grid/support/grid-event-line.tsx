import { Typography } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import type { LocalizedText } from '../../../src/shared/formats/common';
import { useRendererI18n } from '../../../renderer/i18n/use-renderer-i18n';

/**
 * The last thing the grid told the story (a sort, a click on a link, button or row action), shown under
 * it so a designer sees the event without opening the Actions panel; `onEvent` also reports it there.
 */
export function useGridEvents(onEvent?: (message: string) => void) {
  const { text } = useRendererI18n();
  const [last, setLast] = useState<string | null>(null);
  const report = useCallback(
    (message: LocalizedText) => {
      const shown = text(message);
      setLast(shown);
      onEvent?.(shown);
    },
    [text, onEvent],
  );
  return { last, report };
}

export function GridEventLine({ last }: { last: string | null }) {
  const { text } = useRendererI18n();
  return (
    <Typography.Text type="secondary" data-grid-event style={{ display: 'block', marginTop: 8, minHeight: 22 }}>
      {text({ cn: '最近事件：', en: 'Last event: ' })}
      {last ?? text({ cn: '（无）', en: '(none)' })}
    </Typography.Text>
  );
}
