import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Statistics } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import type { ChartSize } from '../teacher/reports/charts';
import { ActivityChart, CoursesChart, RatingsChart } from './activity-charts';
import { NO_STATS_FILTERS, StatsFilterBar, statsQuery } from './stats-filters';

/**
 * The admin console's statistics (overview §2): active students, quizzes taken, chat messages,
 * likes and dislikes by day, and by course; loaded lazily, with the charts. Which schools an
 * admin reads is the server's decision.
 */
export const StatisticsPage = ({ width }: ChartSize) => {
  const [filters, setFilters] = useState(NO_STATS_FILTERS);
  const { state } = useApiStore<Statistics>(`/admin/statistics?${statsQuery(filters)}`);
  return (
    <div className="kyu-page">
      <Title title="Statistics" />
      <StatsFilterBar
        label="Filter the statistics"
        filters={filters}
        onChange={setFilters}
        by="course"
      />
      <p>
        <Link to="/statistics/feedback">Read the liked and disliked replies</Link>
      </p>
      {state.status === 'loading' && <p role="status">Loading statistics…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <h2>{`${state.data.start} to ${state.data.end}`}</h2>
          <div className="kyu-report-grid">
            <section className="kyu-card">
              <ActivityChart days={state.data.days} width={width} />
            </section>
            <section className="kyu-card">
              <RatingsChart days={state.data.days} width={width} />
            </section>
            <section className="kyu-card">
              <CoursesChart courses={state.data.courses} width={width} />
            </section>
          </div>
        </>
      )}
    </div>
  );
};
