import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useThemeStore } from '../../stores/theme-store';
import type { ChartColors, ChartProps } from './chart-types';

// The modular core: only the line and bar charts, their grid, tooltip and legend, drawn on a canvas.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Reads the theme's colours where the chart is drawn (antd 6 sets them as CSS variables on its components). */
function colorsAt(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--ant-${name}`).trim() || fallback;
  return {
    text: read('color-text', '#1f1f1f'),
    textSecondary: read('color-text-secondary', '#595959'),
    border: read('color-border', '#d9d9d9'),
    borderSecondary: read('color-border-secondary', '#f0f0f0'),
    bgElevated: read('color-bg-elevated', '#ffffff'),
    primary: read('color-primary', '#1677ff'),
    success: read('color-success', '#52c41a'),
    error: read('color-error', '#ff4d4f'),
  };
}

/**
 * One ECharts instance in a div, resized with its container, drawn again when the option or the theme (light/dark)
 * changes. Loaded through {@link LazyChart} only: this module brings ECharts (the vendor-charts chunk).
 */
export default function EChart({ option, label, height = 280 }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const mode = useThemeStore((state) => state.mode);
  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current);
    chart.setOption(option(colorsAt(element.current)));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, mode]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
