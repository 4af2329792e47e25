/**
 * Every key Kyu keeps in the browser's storage, in one place so that features written later
 * (cart, chat, music, notices) reuse the names and sign-out knows what to clear.
 */
export const StorageKey = {
  /** The signed-in user (overview §3 "User"), local storage. */
  user: 'kyu:user',
  /** The parent's cart, local storage; survives reloads, emptied on sign-out. */
  cart: 'kyu:cart',
  /**
   * Device tokens from earlier sign-ins, one per account, local storage. Kept at sign-out on
   * purpose: they are what lets this device sign in while an account is locked.
   */
  deviceTokens: 'kyu:device-tokens',
  /** The e-mail last typed into a sign-in form, local storage. */
  email: 'kyu:email',
  /** The current chat session and thread, session storage. */
  chatSession: 'kyu:chat-session',
  chatThread: 'kyu:chat-thread',
  /** Which surveys were completed this session, session storage. */
  surveyStatus: 'kyu:survey-status',
  /** Survey questions offered this session, waiting to be answered or dismissed, session storage. */
  surveyQueue: 'kyu:survey-queue',
  /** The tutor prompts already shown this session (each shows once), session storage. */
  tutorShown: 'kyu:tutor-shown',
  /** Verified Apple and Google identities waiting for sign-up, session storage. */
  appleClaims: 'kyu:apple-claims',
  googleClaims: 'kyu:google-claims',
  /**
   * Which school user (key id and `sub` of the embed token) the session was made for, and the
   * Kyu user it made, local storage: the same pupil's next page need not exchange again.
   */
  embedIdentity: 'kyu:embed-identity',
  /**
   * The checkout sent to the payment page (learner, child, courses), session storage: the tab
   * that comes back confirms it. The courses a visitor picked before prices could be shown too.
   */
  checkoutPending: 'kyu:checkout-pending',
  checkoutWanted: 'kyu:checkout-wanted',
  /** The course a student or parent has chosen, local storage. */
  selectedCourse: 'kyu:selected-course',
  /** The spec's own names for the music and autoplay preferences (overview §3). */
  musicId: 'music-id',
  playMusic: 'play-music',
  autoPlay: 'kyu:autoPlay',
  quizAutoPlay: 'kyu:quizAutoPlay',
  /** Release-note and one-time notice flags, local storage. */
  releaseNotes: 'kyu:release-notes',
  seenRevision: 'kyu:seen-revision',
  seenAchievementReport: 'kyu:seen-achievement-report',
  seenDoubleXp: 'kyu:seen-double-xp',
  seenMaxQuota: 'kyu:seen-max-quota',
  /** The path a failed lazy page load last reloaded, session storage (stops reload loops). */
  reloadTarget: 'kyu:reload-target',
} as const;

/** A value of {@link StorageKey}. */
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** What sign-out clears (overview §4 "Session and account"), from both storage areas. */
export const SIGN_OUT_KEYS: readonly StorageKeyName[] = [
  StorageKey.user,
  StorageKey.cart,
  StorageKey.chatSession,
  StorageKey.chatThread,
  StorageKey.surveyStatus,
  StorageKey.surveyQueue,
  StorageKey.tutorShown,
  StorageKey.appleClaims,
  StorageKey.googleClaims,
  StorageKey.selectedCourse,
  StorageKey.embedIdentity,
  StorageKey.checkoutPending,
  StorageKey.checkoutWanted,
];

/** The daily first-practice flags of one user on one calendar day (`YYYY-MM-DD`), local storage. */
export const firstPracticeKey = (userId: number, day: string) =>
  `kyu:first-practice:${userId}:${day}`;

/** One user's practice counter, local storage. */
export const practiceCountKey = (userId: number) => `kyu:practice-count:${userId}`;

/** The answers of one quiz attempt not yet saved, local storage: a reload sends them again. */
export const quizQueueKey = (attemptId: number) => `kyu:quiz-queue:${attemptId}`;

/** Set once a student has seen the companion intro modal on this device, local storage. */
export const companionIntroKey = (userId: number) => `kyu:companion-intro:${userId}`;

/** Set once a student has seen one season's greeting (`new-year-2027`, say), local storage. */
export const seasonGreetingKey = (userId: number, season: string) =>
  `kyu:season-greeting:${userId}:${season}`;

/** The session id of an anonymous (demo or shared) attempt at a quiz, session storage. */
export const quizSessionKey = (mode: 'demo' | 'shared', quizId: number) =>
  `kyu:quiz-session:${mode}:${quizId}`;

/**
 * A shared attempt's quiz as it was opened (questions carry no answers), session storage: the
 * server can list its evaluations again, but not reopen it, so a reload rebuilds it from here.
 */
export const quizSharedDetailKey = (quizId: number) => `kyu:quiz-shared-detail:${quizId}`;

/**
 * That a user saw a leaderboard modal ('results' or 'joinNew') for the league window starting
 * at `windowStart`, local storage: each modal shows once per window (overview §4).
 */
export const leaderboardSeenKey = (userId: number, modal: string, windowStart: string) =>
  `kyu:leaderboard-seen:${userId}:${modal}:${windowStart}`;
