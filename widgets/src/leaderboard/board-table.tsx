import type { ComponentChildren } from 'preact';

/**
 * The leaderboard's table shell, for a league's standings and a school's top students alike:
 * a box that scrolls on a narrow screen and takes focus so a keyboard can scroll it, the caption
 * a screen reader announces, and the header row; the rows are the caller's.
 */
export function BoardTable({
  caption,
  hideCaption = false,
  withLeague = false,
  children,
}: {
  caption: string;
  /** When a heading above already says it, the caption is for screen readers only. */
  hideCaption?: boolean;
  withLeague?: boolean;
  children: ComponentChildren;
}) {
  return (
    <div class="kyu-board-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption class={hideCaption ? 'kyu-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" class="kyu-num">
              Rank
            </th>
            <th scope="col">Student</th>
            {withLeague && <th scope="col">League</th>}
            <th scope="col" class="kyu-num">
              Level
            </th>
            <th scope="col" class="kyu-num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
