import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** An option of the charts the app draws: line and bar series on a grid, with tooltip and legend. */
export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

/** The antd theme's colours a chart uses, as the page's CSS variables hold them (light or dark). */
export interface ChartColors {
  text: string;
  textSecondary: string;
  border: string;
  borderSecondary: string;
  bgElevated: string;
  primary: string;
  success: string;
  error: string;
}

/** Props of a chart: its option made from the theme's colours, its name for screen readers, its height. */
export interface ChartProps {
  option: (colors: ChartColors) => ChartOption;
  label: string;
  height?: number;
}
