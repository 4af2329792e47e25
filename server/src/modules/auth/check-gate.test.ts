import { describe, expect, it } from 'vitest';
import { CheckGate } from './check-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));
const busy = () => new Error('busy');

/** A room of `allowed` at key k, read at once (nothing can leave during the read). */
const roomOf = (gate: CheckGate, allowed: () => number) => async () => ({
  allowed: allowed(),
  exitsBefore: gate.exits('k'),
});

describe('the gate of password checks under way', () => {
  it('lets as many in as there is room, and the rest in turn as each leaves', async () => {
    const gate = new CheckGate(10);
    const order: number[] = [];
    const exits: (() => void)[] = [];
    const entries = [1, 2, 3, 4].map((i) =>
      gate
        .enter(
          'k',
          roomOf(gate, () => 2),
          busy,
        )
        .then((exit) => (order.push(i), exits.push(exit))),
    );
    await tick();
    expect(order).toEqual([1, 2]);
    exits[0]!();
    await tick();
    expect(order).toEqual([1, 2, 3]);
    exits[1]!();
    exits[2]!();
    await Promise.all(entries);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(gate.runningAt('k')).toBe(1);
  });

  it('asks for the room again after every wait, and passes a refusal on to those behind', async () => {
    const gate = new CheckGate(10);
    let refused = false;
    const room = async () => {
      if (refused) throw new Error('refused');
      return { allowed: 1, exitsBefore: gate.exits('k') };
    };
    const first = await gate.enter('k', room, busy);
    const waiting = [gate.enter('k', room, busy), gate.enter('k', room, busy)];
    await tick();
    refused = true;
    first();
    const results = await Promise.allSettled(waiting);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(gate.runningAt('k')).toBe(0);
  });

  it('counts checks that left during a read as failures the read did not see', async () => {
    const gate = new CheckGate(10);
    const release = gate.hold(['k']);
    const first = await gate.enter(
      'k',
      roomOf(gate, () => 3),
      busy,
    );
    const second = await gate.enter(
      'k',
      roomOf(gate, () => 3),
      busy,
    );
    let reads = 0;
    // The read finds room for two more failures, but both checks under way fail and leave
    // while it runs: going by it alone would let a third guess past the limit.
    await gate.enter(
      'k',
      async () => {
        reads += 1;
        const exitsBefore = gate.exits('k');
        if (reads === 1) {
          first();
          second();
        }
        return { allowed: reads === 1 ? 2 : 1, exitsBefore };
      },
      busy,
    );
    expect(reads).toBe(2);
    release();
  });

  it('gives a place back once however often its exit is called', async () => {
    const gate = new CheckGate(10);
    const exit = await gate.enter(
      'k',
      roomOf(gate, () => 2),
      busy,
    );
    await gate.enter(
      'k',
      roomOf(gate, () => 2),
      busy,
    );
    exit();
    exit();
    expect(gate.runningAt('k')).toBe(1);
  });

  it('refuses a newcomer when the queue is full', async () => {
    const gate = new CheckGate(2);
    await gate.enter(
      'k',
      roomOf(gate, () => 1),
      busy,
    );
    void gate.enter(
      'k',
      roomOf(gate, () => 1),
      busy,
    );
    void gate.enter(
      'k',
      roomOf(gate, () => 1),
      busy,
    );
    await tick();
    await expect(
      gate.enter(
        'k',
        roomOf(gate, () => 1),
        busy,
      ),
    ).rejects.toThrow('busy');
  });

  it('keeps keys apart, and forgets a key once nothing is under way there', async () => {
    const gate = new CheckGate(10);
    const a = await gate.enter('a', async () => ({ allowed: 1, exitsBefore: 0 }), busy);
    const b = await gate.enter('b', async () => ({ allowed: 1, exitsBefore: 0 }), busy);
    expect(gate.size).toBe(2);
    a();
    b();
    expect(gate.size).toBe(0);
  });
});
