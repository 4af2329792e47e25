import { atom } from 'nanostores';
import { NOTIFICATION_TIMEOUT_MS } from '../constants/timings';

/** A message shown for a while over the page: a saved change, a failed call. */
export interface Notification {
  readonly id: number;
  readonly message: string;
  readonly kind: 'info' | 'success' | 'error';
}

/** The notifications showing, oldest first. */
export const $notifications = atom<readonly Notification[]>([]);

/** How a notification shows: its kind, and how long before it closes (null: until dismissed). */
export interface NotifyOptions {
  readonly kind?: Notification['kind'];
  readonly timeoutMs?: number | null;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Closes a notification now; one already closed is left alone. */
export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/** Shows a message, closing by itself after 5000 ms unless told otherwise (overview §9); answers its id. */
export function notify(message: string, options: NotifyOptions = {}): number {
  const id = nextId++;
  $notifications.set([...$notifications.get(), { id, message, kind: options.kind ?? 'info' }]);
  const timeout = options.timeoutMs === undefined ? NOTIFICATION_TIMEOUT_MS : options.timeoutMs;
  if (timeout !== null)
    timers.set(
      id,
      setTimeout(() => dismiss(id), timeout),
    );
  return id;
}
