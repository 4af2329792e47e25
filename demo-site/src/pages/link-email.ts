import { atom } from 'nanostores';

// The address a sign-in link just went to, for the confirmation page; kept in memory only.
const $linkEmail = atom<string | null>(null);

/** Notes where the sign-in link went. */
export const rememberLinkEmail = (email: string) => $linkEmail.set(email);

/** The address the last sign-in link went to in this page load, if any. */
export const linkEmail = () => $linkEmail.get();
