/** Interface timings of overview §9 that several features share. */

/** How long a "copied" confirmation shows after copying to the clipboard (a referral code). */
export const COPIED_RESET_MS = 1500;

/** How long a notification stays before it closes by itself, unless it asks for another time. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
