import { useStore } from '@nanostores/preact';
import {
  $schoolBoard,
  $schoolBoardError,
  leagueName,
  watchSchoolBoard,
  timeLeft,
} from '@kyu/core/leaderboard';
import { truncateText } from '@kyu/core/text';
import { useEffect } from 'preact/hooks';

/** A school's top students this week under their pseudonyms, for visitors to its site. */
export function SchoolBoard({ schoolId, now = Date.now() }: { schoolId: number; now?: number }) {
  const board = useStore($schoolBoard);
  const error = useStore($schoolBoardError);
  useEffect(() => watchSchoolBoard(schoolId), [schoolId]);
  if (error)
    return (
      <p class="kyu-alert" role="alert">
        {error}
      </p>
    );
  if (!board) return <p role="status">Loading the leaderboard…</p>;
  const caption = `Top students at ${truncateText(board.school_name)} this week`;
  return (
    <div class="kyu-stack">
      <div>
        <h2 class="kyu-board-title">{caption}</h2>
        <p class="kyu-board-sub">{timeLeft(board.end_date, now)}</p>
      </div>
      {board.students.length === 0 ? (
        <p class="kyu-status">Nobody has earned league points this week yet.</p>
      ) : (
        <div class="kyu-board-scroll" tabIndex={0} role="region" aria-label={caption}>
          <table>
            <caption class="kyu-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" class="kyu-num">
                  Rank
                </th>
                <th scope="col">Student</th>
                <th scope="col">League</th>
                <th scope="col" class="kyu-num">
                  Level
                </th>
                <th scope="col" class="kyu-num">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {board.students.map((row) => (
                <tr key={`${row.rank}-${row.name}`}>
                  <td class="kyu-num">{row.rank}</td>
                  <th scope="row">{truncateText(row.name)}</th>
                  <td>{leagueName(row.league)}</td>
                  <td class="kyu-num">{row.current_level}</td>
                  <td class="kyu-num">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
