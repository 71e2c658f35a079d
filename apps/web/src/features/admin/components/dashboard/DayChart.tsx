import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DAY_STEPS, tickSteps, yRange } from '../../lib/chart-ticks';
import { dayLabel } from '../../lib/dashboard';
import { t } from '../../messages';
import { type ChartTheme, readChartTheme, type SeriesColour, watchTheme } from './chart-theme';

export interface DaySeries {
  label: string;
  values: readonly number[];
  colour: SeriesColour;
}

const HEIGHT = 200;
// Devanagari after Latin, as the page's own font stack has it (styles.css): Hindi dates on the axis.
const FONT = '12px "Inter Variable", "Noto Sans Devanagari", system-ui, sans-serif';

function chartOptions(
  width: number,
  days: readonly string[],
  series: readonly DaySeries[],
  shape: 'bars' | 'lines',
  unit: number,
  formatValue: (value: number) => string,
  theme: ChartTheme,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const axis = {
    stroke: theme.text,
    font: FONT,
    grid: { stroke: theme.grid, width: 1 },
    ticks: { stroke: theme.grid, width: 1, size: 4 },
  };
  const bars = uPlot.paths.bars?.({ size: [0.7, 28], align: 0 });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { size: 8 }, drag: { x: false, y: false } },
    scales: {
      // Days by position (0…n-1), labelled with the server's dates: no time-zone conversion.
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => yRange(max) },
    },
    axes: [
      {
        ...axis,
        incrs: DAY_STEPS,
        space: 44,
        size: 32,
        grid: { show: false },
        values: (_u, splits) => splits.map((i) => (days[i] ? dayLabel(days[i]) : '')),
      },
      {
        ...axis,
        incrs: tickSteps(unit),
        // Room for "₹1.5L" on the money axis; counts need less.
        size: unit === 1 ? 44 : 64,
        values: (_u, splits) => splits.map(formatValue),
      },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: theme.series[s.colour],
        width: shape === 'bars' ? 0 : 2,
        fill: shape === 'bars' ? theme.series[s.colour] : undefined,
        paths: shape === 'bars' ? bars : undefined,
        points: { show: shape === 'lines' && days.length <= 14, size: 5 },
      })),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * Figures per day as a chart (uPlot on a canvas, drawn in the theme's colours and drawn again
 * when the theme changes or the box resizes). The canvas is hidden from assistive technology:
 * the same figures are in a table only screen readers see, and the day under the pointer is
 * written out above the chart.
 */
export function DayChart({
  title,
  days,
  series,
  shape,
  unit = 1,
  formatValue,
  summary,
}: {
  title: string;
  days: readonly string[];
  series: readonly DaySeries[];
  shape: 'bars' | 'lines';
  /** The value's smallest step: 1 for counts, 100 for paise (axis ticks on whole rupees). */
  unit?: number;
  formatValue(value: number): string;
  /** The figure in words, shown while no day is pointed at. */
  summary: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [theme, setTheme] = useState(readChartTheme);
  const titleId = useId();

  useEffect(() => watchTheme(() => setTheme(readChartTheme())), []);
  // A canvas draws with the fonts loaded at that moment: drawn again once a late one (the
  // Devanagari face, fetched when Hindi first shows) has arrived.
  const [fonts, setFonts] = useState(0);
  useEffect(() => {
    const loaded = () => setFonts((count) => count + 1);
    document.fonts.addEventListener('loadingdone', loaded);
    return () => document.fonts.removeEventListener('loadingdone', loaded);
  }, []);

  useEffect(() => {
    void fonts;
    const element = box.current;
    if (!element) return;
    const options = chartOptions(
      element.clientWidth,
      days,
      series,
      shape,
      unit,
      formatValue,
      theme,
      setHover,
    );
    const data: uPlot.AlignedData = [days.map((_, i) => i), ...series.map((s) => [...s.values])];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width) {
        plot.setSize({ width: element.clientWidth, height: HEIGHT });
      }
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, shape, unit, formatValue, theme, fonts]);

  const day = hover === null ? undefined : days[hover];
  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        <p aria-hidden="true" className="min-h-5 text-sm text-muted tabular-nums">
          {day !== undefined && hover !== null
            ? `${dayLabel(day)}: ${series.map((s) => `${s.label} ${formatValue(s.values[hover] ?? 0)}`).join(' · ')}`
            : summary}
        </p>
      </figcaption>
      {series.length > 1 && (
        <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-muted">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span
                className="size-2.5 rounded-sm"
                style={{ background: theme.series[s.colour] }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} aria-hidden="true" className="day-chart min-w-0" style={{ height: HEIGHT }} />
      <table className="sr-only">
        <caption>{t('console.dashboard.chart.perDay', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.dashboard.chart.day')}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d, i) => (
            <tr key={d}>
              <th scope="row">{dayLabel(d)}</th>
              {series.map((s) => (
                <td key={s.label}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
