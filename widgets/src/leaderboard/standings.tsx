import type { LeagueStanding } from '@kyu/core/contract';
import { leagueName, studentName, zonesOf, type Zone } from '@kyu/core/leaderboard';
import { truncateText } from '@kyu/core/text';
import { BoardTable } from './board-table';

const ZONE_WORDS: Record<NonNullable<Zone>, string> = {
  promotion: 'Moves up',
  demotion: 'Moves down',
};

/**
 * A league group's standings as a real table: rank, student, level, points; the student's own
 * row marked in words and colour, the promotion and demotion zones said in words too.
 */
export function Standings({ standing }: { standing: LeagueStanding }) {
  const zones = zonesOf(standing);
  const caption = `${leagueName(standing.league)} league standings`;
  return (
    <BoardTable caption={caption}>
      {standing.students.map((row, index) => {
        const zone = zones[index] ?? null;
        const classes = [row.is_you && 'kyu-you', zone && `kyu-zone-${zone}`];
        return (
          <tr key={row.id} class={classes.filter(Boolean).join(' ') || undefined}>
            <td class="kyu-num">{row.rank}</td>
            <th scope="row">
              {truncateText(studentName(row))}
              {row.is_you && ' (you)'}
              {zone && <span class="kyu-zone">{ZONE_WORDS[zone]}</span>}
            </th>
            <td class="kyu-num">{row.current_level}</td>
            <td class="kyu-num">{row.points}</td>
          </tr>
        );
      })}
    </BoardTable>
  );
}
