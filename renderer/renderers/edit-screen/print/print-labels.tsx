import { displayText } from '../../../display/display-text';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import type { MeaningOf } from '../../../lookups/use-lookup-meanings';
import type { EditRecord, RecordValues } from '../edit-record';
import { Barcode } from './barcode';
import type { PrintLabelsModel } from './print-labels-model';

/** Each label's values: its own, then its line's, then the header's (the nearest wins). */
export function labelRows(labels: PrintLabelsModel, record: EditRecord): RecordValues[] {
  const lines = record.lines[labels.collection.name] ?? [];
  return lines.flatMap((line) => {
    const base = { ...record.header, ...line.values };
    if (!labels.children) return [base];
    return (line.lines?.[labels.children.name] ?? []).map((child) => ({ ...base, ...child.values }));
  });
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The label sheet: labels side by side (`perRow`), each with its codes and fields, never split over two pages. */
export function PrintLabelSheet({ labels, record, meaningOf }: { labels: PrintLabelsModel; record: EditRecord; meaningOf: MeaningOf }) {
  const { t, text } = useRendererI18n();
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const rows = labelRows(labels, record);
  if (rows.length === 0) return <p className="srm-print-labels-empty">{t('edit.printNoLabels')}</p>;
  return (
    <section className="srm-print-labels" style={{ gridTemplateColumns: `repeat(${labels.perRow}, minmax(0, 1fr))` }}>
      {rows.map((row, index) => (
        <div key={index} className="srm-print-label-card" data-print-label={index}>
          <div className="srm-print-label-codes">
            {labels.codes.filter((code) => filled(row[code.field])).map((code) => (
              <Barcode key={`${code.type}:${code.field}`} type={code.type} value={String(row[code.field])} label="" />
            ))}
          </div>
          <dl className="srm-print-label-fields">
            {labels.fields.map(({ spec, display }) => (
              <div key={spec.name} className="srm-print-label-field" data-print-label-field={spec.name}>
                <dt>{text(spec.label)}</dt>
                <dd>{displayText(display, row[spec.name], row, meaningOf, yesNo) ?? ''}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
