import type { WeeklyStatistics } from '@kyu/core/contract';
import { axisTop, weekMeasures, type WeekMeasure } from '@kyu/core/family';

const show = (value: number | null, unit: WeekMeasure['unit']) =>
  value === null ? 'none' : `${value}${unit}`;

// The plot inside each measure's 180 × 150 SVG: the axis's labels sit left of LEFT, the weeks'
// names under BOTTOM.
const LEFT = 44;
const TOP = 14;
const BOTTOM = 110;
const BAR = 40;

/**
 * One measure's two weeks on an axis of its own, titled with its unit: a percentage and two
 * counts on one unlabelled axis read as one scale (issue 24).
 */
function MeasureChart({ measure, subject }: { measure: WeekMeasure; subject: string }) {
  const top = axisTop(measure);
  const y = (v: number) => BOTTOM - ((BOTTOM - TOP) * v) / top;
  const ticks = [0, top / 2, top];
  const bars = [
    { name: 'Last week', value: measure.lastWeek, x: LEFT + 14, opacity: 0.35 },
    { name: 'This week', value: measure.thisWeek, x: LEFT + 14 + BAR + 26, opacity: 1 },
  ];
  const label = `${subject}, ${measure.axis.toLowerCase()}: last week ${show(measure.lastWeek, measure.unit)}, this week ${show(measure.thisWeek, measure.unit)}`;
  return (
    <figure class="week-measure">
      <figcaption>{measure.axis}</figcaption>
      <svg role="img" aria-label={label} viewBox="0 0 180 150" width="180" height="150">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2="176"
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              stroke-opacity="0.15"
            />
            <text x={LEFT - 6} y={y(tick) + 4} font-size="12" text-anchor="end" fill="currentColor">
              {`${tick}${measure.unit}`}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={BOTTOM} stroke="currentColor" stroke-opacity="0.5" />
        {bars.map((bar) => (
          <g key={bar.name}>
            <rect
              x={bar.x}
              y={y(bar.value ?? 0)}
              width={BAR}
              height={BOTTOM - y(bar.value ?? 0)}
              fill="currentColor"
              fill-opacity={bar.opacity}
            />
            <text
              x={bar.x + BAR / 2}
              y={y(bar.value ?? 0) - 4}
              font-size="12"
              text-anchor="middle"
              fill="currentColor"
            >
              {show(bar.value, measure.unit)}
            </text>
            <text
              x={bar.x + BAR / 2}
              y={BOTTOM + 16}
              font-size="12"
              text-anchor="middle"
              fill="currentColor"
            >
              {bar.name}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/**
 * One subject's week beside the week before: a small SVG chart of our own per measure (a chart
 * library would outweigh the whole portal), each with its own labelled axis, and a table that
 * carries the figures and the change.
 */
export function WeekChart({ subject, stats }: { subject: string; stats: WeeklyStatistics }) {
  const measures = weekMeasures(stats);
  return (
    <section class="week-chart" aria-label={`${subject}: this week against last week`}>
      <h3>{subject}: this week against last week</h3>
      <div class="week-measures">
        {measures.map((m) => (
          <MeasureChart key={m.label} measure={m} subject={subject} />
        ))}
      </div>
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
              <th scope="row">{m.axis}</th>
              <td>{show(m.lastWeek, m.unit)}</td>
              <td>{show(m.thisWeek, m.unit)}</td>
              <td>{m.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
