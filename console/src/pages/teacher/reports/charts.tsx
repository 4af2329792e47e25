import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '@kyu/core/format';
import { percentText, type DifficultyBar, type WeekComparison } from '@kyu/core/reports';
import type { TopicMastery, WeekScore } from '@kyu/core/contract';

/** Chart sizes: responsive in the browser; tests (jsdom has no layout) pass a fixed width. */
export interface ChartSize {
  width?: number;
}

/** A chart drawn for the eye, and the same figures as a table a screen reader reads. */
export const Figure = ({
  title,
  summary,
  width,
  chart,
  table,
}: {
  title: string;
  summary: string;
  width?: number;
  chart: ReactElement;
  table: ReactNode;
}) => (
  <figure className="kyu-chart" aria-label={`${title}. ${summary}`}>
    <figcaption>
      <h3>{title}</h3>
      <p>{summary}</p>
    </figcaption>
    {/* Drawn for the eye only: the table below carries the figures, so the chart's own keyboard
        layer (a focusable svg) is off, as nothing focusable may sit inside aria-hidden. */}
    <div aria-hidden="true">
      {width ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={260}>
          {chart}
        </ResponsiveContainer>
      )}
    </div>
    <table className="kyu-visually-hidden">
      <caption>{title}</caption>
      {table}
    </table>
  </figure>
);

/** A fixed size for tests; none (the responsive container sizes it) in the browser. */
export const sized = (width?: number) => (width ? { width, height: 260 } : {});

/** The class against its school, week by week. */
export const ComparisonChart = ({
  weeks,
  summary,
  width,
}: { weeks: WeekComparison[]; summary: string } & ChartSize) => (
  <Figure
    title="Class against school average"
    summary={summary}
    width={width}
    chart={
      <LineChart accessibilityLayer={false} data={weeks} {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tickFormatter={(week: string) => formatDay(week)} />
        <YAxis domain={[0, 100]} unit="%" />
        <Tooltip />
        <Legend />
        <Line dataKey="class_percent" name="Class" stroke="#2563eb" connectNulls />
        <Line dataKey="school_percent" name="School" stroke="#9ca3af" connectNulls />
      </LineChart>
    }
    table={
      <>
        <thead>
          <tr>
            <th>Week</th>
            <th>Class</th>
            <th>School</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <td>{formatDay(w.week)}</td>
              <td>{percentText(w.class_percent)}</td>
              <td>{percentText(w.school_percent)}</td>
            </tr>
          ))}
        </tbody>
      </>
    }
  />
);

/** A student's score week by week. */
export const ScoreChart = ({ weeks, width }: { weeks: WeekScore[] } & ChartSize) => (
  <Figure
    title="Score over time"
    summary={
      weeks.length
        ? `${weeks.length} weeks; latest ${percentText(weeks.at(-1)?.score_percent ?? null)}.`
        : 'No answers were marked in this window.'
    }
    width={width}
    chart={
      <LineChart accessibilityLayer={false} data={weeks} {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tickFormatter={(week: string) => formatDay(week)} />
        <YAxis domain={[0, 100]} unit="%" />
        <Tooltip />
        <Line dataKey="score_percent" name="Score" stroke="#2563eb" connectNulls />
      </LineChart>
    }
    table={
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week}>
            <th scope="row">{formatDay(w.week)}</th>
            <td>{percentText(w.score_percent)}</td>
          </tr>
        ))}
      </tbody>
    }
  />
);

/** Topics by mastery, least mastered first. */
export const TopicsChart = ({ topics, width }: { topics: TopicMastery[] } & ChartSize) => (
  <Figure
    title="Topics by mastery"
    summary={
      topics[0]
        ? `Least mastered: ${topics[0].topic_name} at ${percentText(topics[0].mastery_percent)}.`
        : 'No topic was answered in this window.'
    }
    width={width}
    chart={
      <BarChart accessibilityLayer={false} data={topics} layout="vertical" {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} unit="%" />
        <YAxis type="category" dataKey="topic_name" width={140} />
        <Tooltip />
        <Bar dataKey="mastery_percent" name="Mastery" fill="#2563eb" />
      </BarChart>
    }
    table={
      <tbody>
        {topics.map((t) => (
          <tr key={t.topic_id}>
            <th scope="row">{t.topic_name}</th>
            <td>{percentText(t.mastery_percent)}</td>
            <td>{t.answered} answers</td>
          </tr>
        ))}
      </tbody>
    }
  />
);

/** Each student's answers by difficulty, stacked. */
export const DifficultyChart = ({ bars, width }: { bars: DifficultyBar[] } & ChartSize) => (
  <Figure
    title="Students by difficulty"
    summary={`Answers at each difficulty level of ${bars.length} students.`}
    width={width}
    chart={
      <BarChart accessibilityLayer={false} data={bars} {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="easy" name="Easy" stackId="level" fill="#86efac" />
        <Bar dataKey="medium" name="Medium" stackId="level" fill="#fcd34d" />
        <Bar dataKey="hard" name="Hard" stackId="level" fill="#f87171" />
      </BarChart>
    }
    table={
      <>
        <thead>
          <tr>
            <th>Student</th>
            <th>Easy</th>
            <th>Medium</th>
            <th>Hard</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.student_id}>
              <td>{b.name}</td>
              <td>{b.easy}</td>
              <td>{b.medium}</td>
              <td>{b.hard}</td>
            </tr>
          ))}
        </tbody>
      </>
    }
  />
);
