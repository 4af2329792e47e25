import type { WeeklyStatistics } from '@kyu/core/contract';
import { weekMeasures, type WeekMeasure } from '@kyu/core/family';

const show = (value: number | null, unit: WeekMeasure['unit']) =>
  value === null ? 'none' : `${value}${unit}`;

const BAR = 22;
const HEIGHT = 60;

/**
 * One subject's week beside the week before as a small SVG bar chart of our own (a chart library
 * would outweigh the whole portal). Each measure has its own scale; the table under it carries
 * the figures, and the chart's label says them too, for those who cannot see the bars.
 */
export function WeekChart({ subject, stats }: { subject: string; stats: WeeklyStatistics }) {
  const measures = weekMeasures(stats);
  const summary = `${subject}, this week against last week: ${measures
    .map((m) => `${m.label.toLowerCase()} ${show(m.thisWeek, m.unit)} (${m.change})`)
    .join(', ')}`;
  return (
    <figure class="week-chart">
      <figcaption>{subject}: this week against last week</figcaption>
      <svg role="img" aria-label={summary} viewBox="0 0 330 90" width="330" height="90">
        {measures.map((m, i) => {
          const top = m.unit === '%' ? 100 : Math.max(m.thisWeek ?? 0, m.lastWeek ?? 0, 1);
          const height = (v: number | null) => Math.round(((v ?? 0) / top) * HEIGHT);
          const x = i * 110 + 20;
          return (
            <g key={m.label}>
              <rect
                x={x}
                y={70 - height(m.lastWeek)}
                width={BAR}
                height={height(m.lastWeek)}
                fill="currentColor"
                fill-opacity="0.3"
              />
              <rect
                x={x + BAR + 4}
                y={70 - height(m.thisWeek)}
                width={BAR}
                height={height(m.thisWeek)}
                fill="currentColor"
              />
              <text x={x} y="86" font-size="11" fill="currentColor">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table>
        <thead>
          <tr>
            <th scope="col">{subject}</th>
            <th scope="col">Last week</th>
            <th scope="col">This week</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {measures.map((m) => (
            <tr key={m.label}>
              <th scope="row">{m.label}</th>
              <td>{show(m.lastWeek, m.unit)}</td>
              <td>{show(m.thisWeek, m.unit)}</td>
              <td>{m.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
