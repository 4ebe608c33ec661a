import { useEffect, useRef, useState } from 'react';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';

type Bwip = typeof import('bwip-js/browser');

let bwipModule: Promise<Bwip> | undefined;
/** bwip-js is loaded the first time a code is drawn, so screens that never print do not carry it. */
function loadBwip(): Promise<Bwip> {
  bwipModule ??= import('bwip-js/browser');
  return bwipModule;
}

/** Options of each code: a QR code square, a Code 128 barcode wide and low; no text drawn inside (the value prints below as text). */
const CODE_OPTIONS = {
  qrcode: { bcid: 'qrcode', scale: 3 },
  code128: { bcid: 'code128', scale: 2, height: 12 },
} as const;

/**
 * A Code 128 barcode or a QR code of a value, drawn as SVG by bwip-js (the SVG is parsed and put in the
 * page as nodes, never as HTML text). A value the code cannot hold shows why instead.
 */
export function Barcode({ type, value, label }: { type: 'code128' | 'qrcode'; value: string; label: string }) {
  const { t } = useRendererI18n();
  const holder = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let live = true;
    setProblem(undefined);
    loadBwip()
      .then((bwip) => {
        if (!live || !holder.current) return;
        const svg = bwip.toSVG({ ...CODE_OPTIONS[type], text: value });
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
        if (parsed.nodeName !== 'svg') throw new Error('no SVG');
        parsed.setAttribute('role', 'img');
        parsed.setAttribute('aria-label', label);
        parsed.setAttribute('data-code', type);
        holder.current.replaceChildren(document.importNode(parsed, true));
      })
      .catch((error: unknown) => {
        if (live) setProblem(error instanceof Error ? error.message : String(error));
      });
    return () => {
      live = false;
    };
  }, [type, value, label]);
  return (
    <div className={`srm-print-code srm-print-code-${type}`}>
      <div ref={holder} className="srm-print-code-image" />
      {problem && <div className="srm-print-code-problem">{t('edit.codeFailed', { msg: problem })}</div>}
      <div className="srm-print-code-text">{value}</div>
      {label && <div className="srm-print-code-label">{label}</div>}
    </div>
  );
}
