import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EChartsView from '../../../../renderer/charts/echarts-view';
import { failOnConsole } from '../support/console-guard';
import { withElementSize } from '../support/element-size';

failOnConsole('error', 'warn');
withElementSize(640, 240);

describe('EChartsView', () => {
  it('mounts ECharts (echarts/core, SVG renderer) and draws the bars of an option', async () => {
    const option = {
      animation: false,
      xAxis: { type: 'category' as const, data: ['A', 'B', 'C'] },
      yAxis: { type: 'value' as const },
      series: [{ type: 'bar' as const, data: [1, 2, 3] }],
    };
    const { container } = render(<EChartsView option={option} height={240} label="chart" />);
    await waitFor(() => expect(container.querySelectorAll('svg path').length).toBeGreaterThan(3));
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('chart');
  });
});
