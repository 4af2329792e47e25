import type { UserRoleId } from '../constants';

/** The page frames the portal draws around a route. */
export type Layout =
  | 'landing'
  | 'chat'
  | 'demo'
  | 'product'
  | 'auth'
  | 'student'
  | 'teacher'
  | 'admin'
  | 'curriculum'
  | 'shared';

/** Which app serves a route: the hosted portal, or the react-admin console (a separate page). */
export type App = 'portal' | 'console';

/** The route names on which students hear background music (overview §2). */
export const MUSIC_ROUTES = [
  'StudentLibraryPage',
  'StudentDashboardPage',
  'StickerBook',
  'LeaderboardPage',
  'aiBookPage',
  'MockExamPage',
  'StudentProfilePage',
] as const;
/** One of {@link MUSIC_ROUTES}. */
export type MusicRoute = (typeof MUSIC_ROUTES)[number];

/** One row of the route table. */
export interface RouteDef {
  /** Stable id the portal maps to a page. */
  readonly name: string;
  /** Pattern with `:param` segments, e.g. `/student/quiz/:quizId`. */
  readonly path: string;
  /** Human page title; the document title is this plus the brand name. */
  readonly title: string;
  /** Role ids allowed in; undefined means any visitor (or any signed-in user when `auth`). */
  readonly roles?: readonly UserRoleId[];
  /** Needs sign-in. */
  readonly auth: boolean;
  readonly app: App;
  readonly layout: Layout;
  /** Refused to teachers whose teacher-role is not admin. */
  readonly teacherAdminOnly?: boolean;
  /** The navigation bar is hidden. */
  readonly hideNav?: boolean;
  /** Audible route name for the music rule. */
  readonly music?: MusicRoute;
  /** Sign-in and sign-up screens: a signed-in user is sent to their home instead. */
  readonly guestOnly?: boolean;
  /** The route only forwards to another path. */
  readonly redirectTo?: string;
}

/** A matched route and its decoded parameters. */
export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** `/login`, carrying over the `code` query parameter of `search` when it has one. */
export function loginPath(search: string): string {
  const code = new URLSearchParams(search).get('code');
  return code ? `/login?${new URLSearchParams({ code }).toString()}` : '/login';
}
