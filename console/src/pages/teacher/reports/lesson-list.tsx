import type { LessonPerformance } from '@kyu/core/contract';
import { percentText } from '@kyu/core/reports';

/** Lessons item by item: how many done, and the score where marks were given. */
export const LessonList = ({ lessons }: { lessons: LessonPerformance[] }) => (
  <ul>
    {lessons.map((l) => (
      <li key={l.lesson_id}>
        {l.title}: {l.completed} of {l.items} items done
        {l.score_percent === null ? '' : `, ${percentText(l.score_percent)}`}
      </li>
    ))}
  </ul>
);
