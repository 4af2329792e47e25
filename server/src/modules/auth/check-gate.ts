/**
 * How many password checks are under way per limit key in this process, and the queue of the
 * attempts waiting for a turn. A pending check is not a failure and never refuses anyone; the
 * gate only keeps more checks from running at once than there are failures left to allow, so
 * a burst of parallel guesses is checked a few at a time and meets the limit as it fills.
 *
 * The count is per process: behind a load balancer each process admits its own share, so a
 * burst spread over P processes may check P times the free failures before the first lands.
 */

/** What `room` answers: how many checks the counts allow at once, and `exits` before reading. */
export interface Room {
  allowed: number;
  exitsBefore: number;
}

interface KeyState {
  running: number;
  /** Checks that have left since the state was made; readers note it before reading counts. */
  exits: number;
  /** Attempts between noting `exits` and deciding, which keep the state alive. */
  deciding: number;
  waiting: (() => void)[];
}

export class CheckGate {
  private readonly keys = new Map<string, KeyState>();

  constructor(private readonly maxWaiting: number) {}

  /**
   * Waits until fewer checks run at `key` than `room` allows, then takes a place and answers
   * the function that gives it back. `room` gets the exit count to note and reads the counts;
   * it is asked again after every wait, since the checks before may have changed them, and
   * whatever it throws (a refusal) is thrown from here.
   */
  async enter(key: string, room: () => Promise<Room>, busy: () => Error): Promise<() => void> {
    const state = this.state(key);
    state.deciding += 1;
    try {
      for (;;) {
        let allowed: number;
        let exitsBefore: number;
        try {
          ({ allowed, exitsBefore } = await room());
        } catch (error) {
          // Whoever waits behind is refused alike: they find out now, not at the next exit.
          this.wakeNext(state);
          throw error;
        }
        // Checks that left while the counts were read may have failed unseen by the read: they
        // are counted as failures, and when that leaves no room the counts are read again.
        const unseen = state.exits - exitsBefore;
        if (state.running + unseen < allowed) {
          state.running += 1;
          if (state.running + unseen < allowed) this.wakeNext(state);
          return this.exit(key, state);
        }
        if (unseen > 0) continue;
        if (state.waiting.length >= this.maxWaiting) throw busy();
        await new Promise<void>((resolve) => state.waiting.push(resolve));
      }
    } finally {
      state.deciding -= 1;
      this.drop(key, state);
    }
  }

  /**
   * Keeps `keys` known from before an attempt reads their counts until `release`, so the exit
   * counts it notes (`exits`) stay comparable until it has entered or given up.
   */
  hold(keys: readonly string[]): () => void {
    const states = keys.map((key) => [key, this.state(key)] as const);
    for (const [, state] of states) state.deciding += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      for (const [key, state] of states) {
        state.deciding -= 1;
        this.drop(key, state);
      }
    };
  }

  /** The exit count a reader notes before it reads the counts at `key` (held or entering). */
  exits(key: string): number {
    return this.keys.get(key)?.exits ?? 0;
  }

  /** Checks under way at `key`. */
  runningAt(key: string): number {
    return this.keys.get(key)?.running ?? 0;
  }

  /** Keys with anything under way or waiting (for tests: idle keys are forgotten). */
  get size(): number {
    return this.keys.size;
  }

  private state(key: string): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      state = { running: 0, exits: 0, deciding: 0, waiting: [] };
      this.keys.set(key, state);
    }
    return state;
  }

  private exit(key: string, state: KeyState) {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      state.running -= 1;
      state.exits += 1;
      this.wakeNext(state);
      this.drop(key, state);
    };
  }

  private wakeNext(state: KeyState) {
    state.waiting.shift()?.();
  }

  // An idle key is forgotten, so the map holds only keys with checks under way.
  private drop(key: string, state: KeyState) {
    if (!state.running && !state.deciding && !state.waiting.length) this.keys.delete(key);
  }
}
