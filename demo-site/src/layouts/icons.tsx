import type { ComponentChildren } from 'preact';

// The portal's icons, drawn inline: an emoji glyph shows as a box where no emoji font is
// installed (issue 24), and an SVG in currentColor follows the brand's colours and the text.

function Icon({ children, size = 24 }: { children: ComponentChildren; size?: number }) {
  return (
    <svg
      class="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A winding path with a flag at its end: the learning path. */
export const PathIcon = () => (
  <Icon>
    <path d="M5 20c0-4 14-3 14-8s-9-3-9-7" />
    <circle cx="5" cy="20" r="1.5" />
    <path d="M10 5V2l4 1.5L10 5" />
  </Icon>
);

/** Two books on a shelf: the library. */
export const LibraryIcon = () => (
  <Icon>
    <rect x="4" y="4" width="5" height="16" rx="1" />
    <rect x="11" y="6" width="4" height="14" rx="1" />
    <path d="m17 7 3.5-.8L23 19l-3.5.8z" />
  </Icon>
);

/** A speech bubble: the coach. */
export const CoachIcon = () => (
  <Icon>
    <path d="M4 5h16v11H10l-5 4v-4H4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);

/** A trophy: the leaderboard. */
export const TrophyIcon = () => (
  <Icon>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
  </Icon>
);

/** A star: the sticker book. */
export const StarIcon = () => (
  <Icon>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z" />
  </Icon>
);

/** A head and shoulders: the profile. */
export const ProfileIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.5 4-6.5 8-6.5s7 2 8 6.5" />
  </Icon>
);

/** A step done: a tick in a filled circle. */
export const DoneIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="m7.5 12.5 3 3 6-6.5" stroke="#fff" />
  </Icon>
);

/** A step to do: an empty circle. */
export const ToDoIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

/** A flame: the streak. */
export const FlameIcon = () => (
  <Icon>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.7-2.6-6.2-4.6-8.9-.5 2.2-1.6 3.4-3 4.1C11.6 7.5 10.4 4.4 8 2c.2 3.7-3 6.9-3 11.2C5 19.3 8 22 12 22z" />
  </Icon>
);

/** A lightning bolt: experience points. */
export const BoltIcon = () => (
  <Icon>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

// The music player's controls: filled shapes, like a media player's.

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="M6 5v14" />
    <path d="M19 5v14l-10-7z" fill="currentColor" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M18 5v14" />
    <path d="M5 5v14l10-7z" fill="currentColor" />
  </Icon>
);

export const SoundOnIcon = () => (
  <Icon>
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </Icon>
);

export const SoundOffIcon = () => (
  <Icon>
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
    <path d="m16.5 9.5 5 5M21.5 9.5l-5 5" />
  </Icon>
);
