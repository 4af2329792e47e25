import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CourseStatistics, StatisticsDay } from '@kyu/core/contract';
import { Figure, sized, type ChartSize } from '../teacher/reports/charts';

/** A table's head row: the first column names the rows, the rest the figures. */
const Head = ({ names }: { names: string[] }) => (
  <thead>
    <tr>
      {names.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);

const sum = (days: StatisticsDay[], key: keyof Omit<StatisticsDay, 'day'>) =>
  days.reduce((n, d) => n + d[key], 0);

/** Students who finished a quiz, quizzes finished and messages to the coach, day by day. */
export const ActivityChart = ({ days, width }: { days: StatisticsDay[] } & ChartSize) => (
  <Figure
    title="Activity by day"
    summary={`${days.length} days: ${sum(days, 'quizzes_taken')} quizzes taken, ${sum(days, 'chat_messages')} chat messages.`}
    width={width}
    chart={
      <LineChart accessibilityLayer={false} data={days} {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line dataKey="active_students" name="Active students" stroke="#2563eb" />
        <Line dataKey="quizzes_taken" name="Quizzes taken" stroke="#16a34a" />
        <Line dataKey="chat_messages" name="Chat messages" stroke="#9333ea" />
      </LineChart>
    }
    table={
      <>
        <Head names={['Day', 'Active students', 'Quizzes taken', 'Chat messages']} />
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.active_students}</td>
              <td>{d.quizzes_taken}</td>
              <td>{d.chat_messages}</td>
            </tr>
          ))}
        </tbody>
      </>
    }
  />
);

/** The coach's replies liked and disliked, day by day. */
export const RatingsChart = ({ days, width }: { days: StatisticsDay[] } & ChartSize) => (
  <Figure
    title="Likes and dislikes by day"
    summary={`${sum(days, 'likes')} replies liked, ${sum(days, 'dislikes')} disliked.`}
    width={width}
    chart={
      <BarChart accessibilityLayer={false} data={days} {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="likes" name="Likes" fill="#86efac" />
        <Bar dataKey="dislikes" name="Dislikes" fill="#f87171" />
      </BarChart>
    }
    table={
      <>
        <Head names={['Day', 'Likes', 'Dislikes']} />
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.likes}</td>
              <td>{d.dislikes}</td>
            </tr>
          ))}
        </tbody>
      </>
    }
  />
);

/** Each course's students and quizzes over the window, busiest first. */
export const CoursesChart = ({ courses, width }: { courses: CourseStatistics[] } & ChartSize) => (
  <Figure
    title="By course"
    summary={
      courses[0]
        ? `${courses.length} courses; the busiest, ${courses[0].course_name}, had ${courses[0].quizzes_taken} quizzes taken.`
        : 'No quiz was taken in this window.'
    }
    width={width}
    chart={
      <BarChart accessibilityLayer={false} data={courses} layout="vertical" {...sized(width)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="course_name" width={140} />
        <Tooltip />
        <Legend />
        <Bar dataKey="active_students" name="Active students" fill="#2563eb" />
        <Bar dataKey="quizzes_taken" name="Quizzes taken" fill="#16a34a" />
      </BarChart>
    }
    table={
      <>
        <Head names={['Course', 'Active students', 'Quizzes taken']} />
        <tbody>
          {courses.map((c) => (
            <tr key={c.course_id}>
              <th scope="row">{c.course_name}</th>
              <td>{c.active_students}</td>
              <td>{c.quizzes_taken}</td>
            </tr>
          ))}
        </tbody>
      </>
    }
  />
);
