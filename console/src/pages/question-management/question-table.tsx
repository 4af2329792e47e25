import { Link } from 'react-router-dom';
import type { AdminQuestionRow } from '@kyu/core/contract';
import { questionLine } from '../worksheets/question-picker';
import { DIFFICULTY_NAMES, TYPE_NAMES } from './labels';
import { StateChips } from './state-chips';

const media = (row: AdminQuestionRow) =>
  [
    row.has_passage && 'passage',
    row.image_count > 0 && `${row.image_count} image${row.image_count === 1 ? '' : 's'}`,
    row.has_audio && 'audio',
  ]
    .filter(Boolean)
    .join(', ');

/** The questions of one page, each with a named checkbox for the bulk actions. */
export const QuestionTable = ({
  rows,
  selected,
  onSelect,
}: {
  rows: AdminQuestionRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) => {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <table className="kyu-table">
      <caption>Questions</caption>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label="Select every question on this page"
              checked={all}
              onChange={(e) =>
                onSelect(
                  rows.map((r) => r.id),
                  e.target.checked,
                )
              }
            />
          </th>
          <th scope="col">Question</th>
          <th scope="col">Course</th>
          <th scope="col">Type</th>
          <th scope="col">Difficulty</th>
          <th scope="col">Media</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const line = questionLine(row.text);
          return (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select question ${row.id}: ${line}`}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.target.checked)}
                />
              </td>
              <td>
                <Link
                  to={`/question-management/${row.id}`}
                  aria-label={`Edit question ${row.id}: ${line}`}
                >
                  {`${row.id}. ${line}`}
                </Link>
              </td>
              <td>{row.course_name}</td>
              <td>{TYPE_NAMES[row.question_type_id]}</td>
              <td>{DIFFICULTY_NAMES[row.difficulty_level_id]}</td>
              <td>{media(row)}</td>
              <td>
                <StateChips row={row} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
