/** A clock the test moves by hand; give `now` to the app (`useTestApp({ clock: clock.now })`). */
export function fakeClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}
