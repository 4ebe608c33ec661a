import { Alert } from '@arco-design/web-react';
import type { FieldError } from '../../../src/shared/api/envelope';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

/** The server's reasons a model cannot run, each naming its element; a click shows that element. */
export function ModelProblemsList({ problems, onShow }: { problems: readonly FieldError[]; onShow: (element: string) => void }) {
  const { t } = useRendererI18n();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      style={{ marginBottom: 12 }}
      title={t('bpm.refusedTitle', { count: problems.length })}
      content={
        <ul className="srm-model-problems">
          {problems.map((problem, index) => (
            <li key={index} onClick={() => problem.element && onShow(problem.element)}>
              {problem.element ? <b>{problem.element}: </b> : null}
              {problem.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
