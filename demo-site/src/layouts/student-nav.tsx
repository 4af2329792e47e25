import { useStore } from '@nanostores/preact';
import { $location } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import type { FunctionComponent } from 'preact';
import { CoachIcon, LibraryIcon, PathIcon, ProfileIcon, StarIcon, TrophyIcon } from './icons';

/** One of a student's places: where it is, its short name and its icon. */
interface Place {
  readonly href: string;
  readonly label: string;
  readonly Icon: FunctionComponent;
  /** Pages that belong to this place, so it stays marked on them. */
  readonly also?: readonly string[];
}

/**
 * A student's six places, after Duolingo's and Khan Academy's student homes. The names are
 * short, so six fit side by side in a phone's bottom bar at 360 px without shrinking under 12 px.
 */
const STUDENT_PLACES: readonly Place[] = [
  { href: '/student/dashboard', label: 'Learn', Icon: PathIcon },
  { href: '/student/library', label: 'Library', Icon: LibraryIcon, also: ['/student/revisions'] },
  { href: '/chat', label: 'Coach', Icon: CoachIcon },
  { href: '/student/leaderboard', label: 'Leagues', Icon: TrophyIcon },
  { href: '/student/sticker-book', label: 'Stickers', Icon: StarIcon },
  { href: '/student/profile', label: 'Profile', Icon: ProfileIcon },
];

/** True on a page the student's navigation leads to (the chat among them, which hides the top bar for guests). */
export const isStudentPlace = (pathname: string) =>
  STUDENT_PLACES.some((p) => p.href === pathname || p.also?.includes(pathname));

/**
 * The student's navigation: a rail beside the page on a wide screen and a bar at the bottom of
 * a phone's screen (the stylesheet decides), marking the place the student is on. A school that
 * turned the learning path off has no "Learn": the guard sends that page to the library.
 */
export function StudentNav() {
  const { pathname } = useStore($location);
  const pathOff = useStore($user)?.school_flags.learning_path_disabled ?? false;
  const places = STUDENT_PLACES.filter((p) => !(pathOff && p.href === '/student/dashboard'));
  return (
    <nav class="student-nav" aria-label="Student">
      {places.map(({ href, label, Icon, also }) => (
        <a
          key={href}
          href={href}
          aria-current={href === pathname || also?.includes(pathname) ? 'page' : undefined}
        >
          <Icon />
          <span>{label}</span>
        </a>
      ))}
    </nav>
  );
}
