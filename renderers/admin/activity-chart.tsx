import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ActivityBucket, ActivitySeries } from '../../domain/activity-chart';
import { bucketLabel } from '../../domain/activity-table';

type Props = { series: readonly ActivitySeries[]; bucket: ActivityBucket; label: string; keyLabel(key: string): string };

/** Distinct colours with at least 3:1 contrast on white; past eight, the lines repeat them dashed. */
export const chartColors = ['#0b5cab', '#c2410c', '#15803d', '#7c3aed', '#be123c', '#0e7490', '#a16207', '#475569'];
export const chartDash = (index: number) => (index >= chartColors.length ? [6, 4] : undefined);

/** 'DD/MM' per day, 'DD/MM HH:mm' per hour: the axis's ticks (the full date is in the table). */
const tick = (seconds: number, bucket: ActivityBucket) => bucketLabel(new Date(seconds * 1000).toISOString(), bucket).replace(/\/\d{4}/, '');

/**
 * The activity chart (uPlot, loaded only on the activity screen): one line per series. It is an image for
 * assistive technology; the screen puts the same numbers in a table.
 */
export default function ActivityChart({ series, bucket, label, keyLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = (series[0]?.points ?? []).map((p) => Date.parse(p.at) / 1000);
    const data: uPlot.AlignedData = [xs, ...series.map((s) => s.points.map((p) => p.count))];
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: 300,
      legend: { show: false },
      cursor: { show: true, points: { show: true } },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
      axes: [
        { values: (_u, splits) => splits.map((s) => tick(s, bucket)), stroke: '#475569', grid: { stroke: '#e2e8f0' } },
        { values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? s.toLocaleString('pt-BR') : '')), stroke: '#475569', grid: { stroke: '#e2e8f0' } },
      ],
      series: [
        {},
        ...series.map((s, index) => ({
          label: keyLabel(s.key),
          stroke: chartColors[index % chartColors.length],
          dash: chartDash(index),
          width: 2,
          points: { show: xs.length <= 60 },
        })),
      ],
    };
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 300 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, bucket, keyLabel]);
  return (
    <div className="activity-chart-wrap">
      <div ref={box} className="activity-chart" role="img" aria-label={label} />
      <ul className="activity-legend" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.key} className="activity-legend__item">
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" y1="5" x2="28" y2="5" stroke={chartColors[index % chartColors.length]} strokeWidth="3" strokeDasharray={chartDash(index)?.join(' ')} />
            </svg>
            {keyLabel(s.key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
