import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
// The package's ES module build: its CommonJS one (lib/) reaches the production bundle as a module object, not a component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

// Only what the screens draw: three chart types, their axes, tooltip and legend, drawn as SVG (crisp
// at any zoom, and printable). This module is loaded on demand, so no other screen carries ECharts.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface EChartsViewProps {
  option: EChartsOption;
  height: number;
  /** A click on a bar, a line's point or a slice: ECharts' series and data index. */
  onPointClick?: (seriesIndex: number, dataIndex: number) => void;
  label: string;
}

interface PointEvent {
  seriesIndex?: number;
  dataIndex?: number;
}

/** An ECharts chart (echarts-for-react over echarts/core); the default export is what chart-panel.tsx loads lazily. */
export default function EChartsView({ option, height, onPointClick, label }: EChartsViewProps) {
  const events = useMemo(
    () => ({
      click: (event: PointEvent) => {
        if (onPointClick && event.seriesIndex !== undefined && event.dataIndex !== undefined) onPointClick(event.seriesIndex, event.dataIndex);
      },
    }),
    [onPointClick],
  );
  // ECharts measures its box when it starts: it starts once the box has a width (a hidden tab has none).
  const box = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setWide(element.clientWidth > 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="img" aria-label={label} className="srm-chart" style={{ minHeight: height }}>
      {wide && <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} onEvents={events} />}
    </div>
  );
}
