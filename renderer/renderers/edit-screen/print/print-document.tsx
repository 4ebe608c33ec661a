import { useMemo } from 'react';
import { displayText } from '../../../display/display-text';
import { leafColumns, type GridColumn } from '../../../grid/columns/grid-column';
import { sumOf, formatNumber } from '../../../format/format-number';
import { columnUnitLabel, unitTotals, unitTotalsText } from '../../../grid/footer/unit-totals';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import { useLookupMeanings, type MeaningOf } from '../../../lookups/use-lookup-meanings';
import { browserContext } from '../../../fields/reference-filter';
import type { EditRecord, RecordValues } from '../edit-record';
import { Barcode } from './barcode';
import { PrintLabelSheet } from './print-labels';
import type { PrintCodeModel, PrintLinesModel, PrintModel } from './print-model';

/** The default relative width of a line column (the screen's own default). */
const DEFAULT_COLUMN_WIDTH = 120;

function lookupTypesOf(print: PrintModel): string[] {
  const fromFields = print.sections.flatMap((section) => section.fields.flatMap((field) => (field.display.kind === 'lookup' ? [field.display.lookupType] : [])));
  const fromColumns = print.lines.flatMap((lines) => leafColumns(lines.columns).flatMap((column) => (column.display.kind === 'lookup' ? [column.display.lookupType] : [])));
  const fromLabels = (print.labels?.fields ?? []).flatMap((field) => (field.display.kind === 'lookup' ? [field.display.lookupType] : []));
  return [...fromFields, ...fromColumns, ...fromLabels];
}

function Codes({ codes, header }: { codes: PrintCodeModel[]; header: RecordValues }) {
  const { text } = useRendererI18n();
  const shown = codes.filter((code) => header[code.field] !== undefined && header[code.field] !== null && header[code.field] !== '');
  if (shown.length === 0) return null;
  return (
    <div className="srm-print-codes">
      {shown.map((code) => (
        <Barcode key={`${code.type}:${code.field}`} type={code.type} value={String(header[code.field])} label={code.label ? text(code.label) : ''} />
      ))}
    </div>
  );
}

function LinesTable({ lines, rows, meaningOf }: { lines: PrintLinesModel; rows: RecordValues[]; meaningOf: MeaningOf }) {
  const { t, text } = useRendererI18n();
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const columns = leafColumns(lines.columns);
  const total = columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0);
  const firstTotal = columns.findIndex((column) => lines.summaryFields.includes(column.key));
  const titleSpan = firstTotal > 0 ? firstTotal : 1;
  const cell = (column: GridColumn, row: RecordValues) => displayText(column.display, row[column.key], row, meaningOf, yesNo) ?? '';
  const perUnit = unitTotals(rows, { title: '', sumKeys: lines.summaryFields, meanKeys: [], merges: [], units: lines.summaryUnits }, columnUnitLabel(columns, meaningOf));
  const totalOf = (column: GridColumn) => {
    const display = column.display;
    const format = (value: number) =>
      display.kind === 'number' ? formatNumber(value, { precision: display.precision, thousands: display.thousands }) : formatNumber(value, { precision: column.spec.precision });
    const units = perUnit.get(column.key);
    return units ? unitTotalsText(units, format) : format(sumOf(rows, column.key));
  };
  return (
    <section className="srm-print-lines" data-print-lines={lines.collection.name}>
      {lines.title && <h3 className="srm-print-section-title">{text(lines.title)}</h3>}
      <table className="srm-print-table">
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: `${(((column.width ?? DEFAULT_COLUMN_WIDTH) / total) * 100).toFixed(2)}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key}>{text(column.title)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key} data-print-cell={column.key} className={column.align === 'right' ? 'srm-print-right' : undefined}>
                  {cell(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {lines.showSummary && (
          <tfoot>
            <tr className="srm-print-total">
              {/* 合计 / Total spans the columns before the first total, so a narrow first column does not break it. */}
              <td colSpan={titleSpan}>{t('common.total')}</td>
              {columns.slice(titleSpan).map((column) => (
                <td key={column.key} data-print-total={column.key} className={column.align === 'right' ? 'srm-print-right' : undefined}>
                  {lines.summaryFields.includes(column.key) ? totalOf(column) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}

/**
 * The printed document: title and codes, the header fields in sections, the line tables with totals,
 * signature boxes and a note. Every value prints as the screen shows it (lookup meanings, reference
 * names, numbers with separators and precision, dates) in the UI language.
 */
export function PrintDocument({ print, record }: { print: PrintModel; record: EditRecord }) {
  const { t, text, language } = useRendererI18n();
  const meaningOf = useLookupMeanings(useMemo(() => lookupTypesOf(print), [print]));
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const header = record.header;
  const printedAt = useMemo(() => browserContext().now, []);
  const codesAt = (place: PrintCodeModel['place']) => print.codes.filter((code) => code.place === place);
  return (
    <article className="srm-print-document" lang={language === 'EN' ? 'en' : 'zh-CN'}>
      <header className="srm-print-head">
        <h1 className="srm-print-title">{text(print.title)}</h1>
        <Codes codes={codesAt('header')} header={header} />
      </header>
      {print.sections.map((section, index) => (
        <section key={index} className="srm-print-section">
          {section.title && <h3 className="srm-print-section-title">{text(section.title)}</h3>}
          <div className="srm-print-fields" style={{ gridTemplateColumns: `repeat(${section.columns}, minmax(0, 1fr))` }}>
            {section.fields.map(({ spec, display }) => (
              <div key={spec.name} className="srm-print-field" data-print-field={spec.name}>
                <span className="srm-print-label">{text(spec.label)}</span>
                <span className="srm-print-value">{displayText(display, header[spec.name], header, meaningOf, yesNo) ?? ''}</span>
              </div>
            ))}
          </div>
        </section>
      ))}
      {print.lines.map((lines) => (
        <LinesTable key={lines.collection.name} lines={lines} rows={(record.lines[lines.collection.name] ?? []).map((line) => line.values)} meaningOf={meaningOf} />
      ))}
      {print.labels && <PrintLabelSheet labels={print.labels} record={record} meaningOf={meaningOf} />}
      {print.signatures.length > 0 && (
        <section className="srm-print-signatures" style={{ gridTemplateColumns: `repeat(${print.signatures.length}, minmax(0, 1fr))` }}>
          {print.signatures.map((signature, index) => (
            <div key={index} className="srm-print-signature" data-print-signature={index}>
              <div className="srm-print-signature-title">{text(signature)}</div>
              <div className="srm-print-signature-line">{t('edit.printSignature')}</div>
              <div className="srm-print-signature-line">{t('edit.printDate')}</div>
            </div>
          ))}
        </section>
      )}
      {print.note && <p className="srm-print-note">{text(print.note)}</p>}
      <footer className="srm-print-foot">
        <Codes codes={codesAt('footer')} header={header} />
        <span className="srm-print-time">{t('edit.printedAt', { time: printedAt })}</span>
      </footer>
    </article>
  );
}
