import type { WeeklyStatistics } from '@kyu/core/contract';
import { axisTop, weekMeasures, type WeekMeasure } from '@kyu/core/family';

const show = (value: number | null, unit: WeekMeasure['unit']) =>
  value === null ? 'none' : `${value}${unit}`;

/**
 * One measure's two weeks as bars on an axis of its own, titled with its unit and its change: a
 * percentage and two counts on one unlabelled axis read as one scale (issue 24). Bars of HTML,
 * not SVG, so their text keeps its size on a phone.
 */
function MeasureBars({ measure, subject }: { measure: WeekMeasure; subject: string }) {
  const top = axisTop(measure);
  const weeks = [
    { name: 'Last week', value: measure.lastWeek, class: 'bar last' },
    { name: 'This week', value: measure.thisWeek, class: 'bar' },
  ];
  const label = `${subject}, ${measure.axis.toLowerCase()}: last week ${show(measure.lastWeek, measure.unit)}, this week ${show(measure.thisWeek, measure.unit)}, ${measure.change}`;
  return (
    <figure class="week-measure">
      <figcaption>
        {measure.axis} <span class="muted">{measure.change}</span>
      </figcaption>
      <div role="img" aria-label={label}>
        {weeks.map((week) => (
          <div class="bar-row" key={week.name} aria-hidden="true">
            <span>{week.name}</span>
            <span class="track">
              <span class={week.class} style={{ width: `${((week.value ?? 0) / top) * 100}%` }} />
            </span>
            <span>{show(week.value, measure.unit)}</span>
          </div>
        ))}
        <div class="bar-row axis" aria-hidden="true">
          <span />
          <span class="ticks">
            {[0, top / 2, top].map((tick) => (
              <span key={tick}>{`${tick}${measure.unit}`}</span>
            ))}
          </span>
        </div>
      </div>
    </figure>
  );
}

/**
 * One subject's week beside the week before, each measure on its own labelled axis: bars of
 * our own (a chart library would outweigh the whole portal), their figures written beside them.
 */
export function WeekChart({ subject, stats }: { subject: string; stats: WeeklyStatistics }) {
  return (
    <section class="week-chart" aria-label={`${subject}: this week against last week`}>
      <h3>{subject}: this week against last week</h3>
      {weekMeasures(stats).map((m) => (
        <MeasureBars key={m.label} measure={m} subject={subject} />
      ))}
    </section>
  );
}
