import type { ComponentChildren } from 'preact';
import { DoneIcon, FlameIcon, ToDoIcon } from '../layouts/icons';
import './student.css';

// Small drawings of each student screen for the guided demo, made of the screens' own classes
// so the tour looks like what a student gets. Decorative: the stop's text says what they show.

const Frame = ({ children }: { children: ComponentChildren }) => (
  <div class="tour-preview" aria-hidden="true">
    {children}
  </div>
);

const Step = ({ done, title }: { done?: boolean; title: string }) => (
  <li class={done ? 'done' : undefined}>
    <span class="step-mark">{done ? <DoneIcon /> : <ToDoIcon />}</span>
    <span>{title}</span>
  </li>
);

/** The learning path: a streak and a lesson card. */
export const PathPreview = () => (
  <Frame>
    <p class="stat streak">
      <FlameIcon />
      <span>3-day streak</span>
    </p>
    <div class="lesson-card">
      <strong>Fractions</strong>
      <ol class="steps">
        <Step done title="What is a half?" />
        <Step title="Halves practice" />
      </ol>
    </div>
  </Frame>
);

/** The library: quiz tiles. */
export const LibraryPreview = () => (
  <Frame>
    <ul class="item-list">
      <li>
        <strong>Angles practice</strong>
        <span class="muted">Practice · 3 questions</span>
      </li>
      <li>
        <strong>Weekly practice</strong>
        <span class="muted">Weekly practice · 10 questions</span>
      </li>
    </ul>
  </Frame>
);

/** The coach: a question and a hint. */
export const CoachPreview = () => (
  <Frame>
    <p class="bubble">What is 3/4 of 20?</p>
    <p class="bubble coach">What is 1/4 of 20 first? Then take three of those.</p>
  </Frame>
);

/** A league: three rows, the student's marked. */
export const LeaguePreview = () => (
  <Frame>
    <ol class="league-rows">
      <li>1 · Brave Falcon · 120 XP</li>
      <li class="you">2 · You · 95 XP</li>
      <li>3 · Calm Panda · 80 XP</li>
    </ol>
  </Frame>
);

/** The sticker book: two earned, one to earn. */
export const StickersPreview = () => (
  <Frame>
    <div class="sticker-row">
      <span class="sticker-dot">1st</span>
      <span class="sticker-dot">3d</span>
      <span class="sticker-dot unearned">7d</span>
    </div>
  </Frame>
);

/** The profile: picture, name and league name. */
export const ProfilePreview = () => (
  <Frame>
    <p class="profile-line">
      <span class="avatar-dot">M</span>
      <span>
        <strong>Mia</strong>
        <span class="muted"> · Brave Falcon in leagues</span>
      </span>
    </p>
  </Frame>
);
