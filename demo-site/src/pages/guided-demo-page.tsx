import { PRODUCT } from '@kyu/core/constants';
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { BrandMark } from '../layouts/brand-mark';
import {
  CoachIcon,
  LibraryIcon,
  PathIcon,
  ProfileIcon,
  StarIcon,
  TrophyIcon,
} from '../layouts/icons';
import {
  CoachPreview,
  LeaguePreview,
  LibraryPreview,
  PathPreview,
  ProfilePreview,
  StickersPreview,
} from './guided-demo-previews';
import './guided-demo.css';

interface Stop {
  readonly title: string;
  readonly text: string;
  readonly Icon: FunctionComponent;
  readonly Preview: FunctionComponent;
  /** A public page where a visitor can try this part without an account. */
  readonly tryIt?: readonly [href: string, label: string];
}

// The tour follows the student's navigation, place by place.
const STOPS: readonly Stop[] = [
  {
    title: 'Your learning path',
    text: 'Your home in Kyu: lessons laid out step by step, a tick on each step you finish, your level and your streak at the top.',
    Icon: PathIcon,
    Preview: PathPreview,
  },
  {
    title: 'Your library',
    text: 'Every quiz and lesson your school gives you, course by course, and a game that brings back the questions you got wrong until you master them.',
    Icon: LibraryIcon,
    Preview: LibraryPreview,
  },
  {
    title: 'Your coach',
    text: 'Stuck? Ask Kyu. It guides you to the answer with hints and questions of its own, the way a good tutor would.',
    Icon: CoachIcon,
    Preview: CoachPreview,
    tryIt: ['/chat', 'Ask the coach'],
  },
  {
    title: 'Weekly leagues',
    text: 'Each week you race about thirty students in a league. Points come only from learning: first right answers and finished lessons.',
    Icon: TrophyIcon,
    Preview: LeaguePreview,
    tryIt: ['/leaderboard', 'See a league'],
  },
  {
    title: 'Your sticker book',
    text: 'Stickers for your first quiz, your streaks and more, with collectibles that unlock as your level grows.',
    Icon: StarIcon,
    Preview: StickersPreview,
  },
  {
    title: 'Your profile',
    text: 'Your name, your picture, your music, and the name other students see in leagues.',
    Icon: ProfileIcon,
    Preview: ProfilePreview,
  },
];

/**
 * /demo/guided-demo: a short tour of the student's screens, one stop at a time, for a visitor
 * with no account. Issue 24 asked to build it or remove its links; we built it, since the spec
 * lists the route and a "demo introduction". Stops that have a public page (the chat, the demo
 * league) link to it; the tour ends with the ways in.
 */
export function GuidedDemoPage() {
  const [at, setAt] = useState(0);
  const stop = STOPS[at]!;
  const last = at === STOPS.length - 1;
  return (
    <div class="tour">
      <BrandMark />
      <h1>A tour of Kyu for students</h1>
      <p class="muted" aria-live="polite">
        Stop {at + 1} of {STOPS.length}
      </p>
      <ol class="tour-dots" aria-label="Stops">
        {STOPS.map((s, n) => (
          <li key={s.title}>
            <button
              type="button"
              class="tour-dot"
              aria-current={n === at ? 'step' : undefined}
              aria-label={s.title}
              onClick={() => setAt(n)}
            />
          </li>
        ))}
      </ol>
      <section class="tour-stop" aria-labelledby="tour-stop-title">
        <span class="tour-icon">
          <stop.Icon />
        </span>
        <h2 id="tour-stop-title">{stop.title}</h2>
        <p>{stop.text}</p>
        <stop.Preview />
        {stop.tryIt && (
          <p>
            <a href={stop.tryIt[0]}>{stop.tryIt[1]}</a>
          </p>
        )}
      </section>
      <div class="actions tour-actions">
        {at > 0 && (
          <button type="button" class="button secondary" onClick={() => setAt(at - 1)}>
            Back
          </button>
        )}
        {last ? (
          <>
            <a class="button primary" href={`/${PRODUCT}/signup`}>
              Create an account
            </a>
            <a class="button secondary" href="/login">
              Sign in
            </a>
          </>
        ) : (
          <button type="button" class="button primary" onClick={() => setAt(at + 1)}>
            Next
          </button>
        )}
      </div>
      <p>
        <a href="/">Leave the tour</a>
      </p>
    </div>
  );
}
