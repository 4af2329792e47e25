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
import { BoardTable } from './board-table';

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
        <BoardTable caption={caption} hideCaption withLeague>
          {board.students.map((row) => (
            <tr key={`${row.rank}-${row.name}`}>
              <td class="kyu-num">{row.rank}</td>
              <th scope="row">{truncateText(row.name)}</th>
              <td>{leagueName(row.league)}</td>
              <td class="kyu-num">{row.current_level}</td>
              <td class="kyu-num">{row.points}</td>
            </tr>
          ))}
        </BoardTable>
      )}
    </div>
  );
}
