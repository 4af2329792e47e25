import { describe, expect, it, vi } from 'vitest';
import { createAuditWriter, FLUSH_AT_ROWS, type AuditEntry } from './writer';

const entry = (action: string): AuditEntry => ({
  at: new Date('2026-03-01T08:00:00Z'),
  actorId: 7,
  actorRole: 3,
  schoolId: 1,
  action,
  targetId: null,
  status: 200,
  ip: '127.0.0.1',
});

const setup = (save = vi.fn(async (_entries: AuditEntry[]) => undefined)) => {
  const log = { error: vi.fn() };
  return { save, log, writer: createAuditWriter(save, log) };
};

describe('the logsheet writer', () => {
  it('writes the entries recorded together in one insert, in order', async () => {
    const { save, writer } = setup();
    writer.record(entry('a'));
    writer.record(entry('b'));
    expect(save).not.toHaveBeenCalled();
    await writer.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].map((e) => e.action)).toEqual(['a', 'b']);
  });

  it(`writes without waiting for the timer when ${FLUSH_AT_ROWS} entries wait`, async () => {
    vi.useFakeTimers();
    try {
      const { save, writer } = setup();
      for (let i = 0; i < FLUSH_AT_ROWS; i++) writer.record(entry(String(i)));
      // No time passes: the insert is under way before any timer would fire.
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save.mock.calls[0]![0]).toHaveLength(FLUSH_AT_ROWS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes after a short wait when no one flushes', async () => {
    vi.useFakeTimers();
    try {
      const { save, writer } = setup();
      writer.record(entry('a'));
      await vi.runAllTimersAsync();
      expect(save).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs an insert that fails and goes on writing the next', async () => {
    const save = vi.fn(async (_entries: AuditEntry[]) => undefined);
    save.mockRejectedValueOnce(new Error('disk full'));
    const { log, writer } = setup(save);
    writer.record(entry('lost'));
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ lost: 1 }),
      'logsheet entries not written',
    );
    writer.record(entry('kept'));
    await writer.flush();
    expect(save.mock.calls[1]![0].map((e) => e.action)).toEqual(['kept']);
  });

  it('writes what is left on close, and nothing recorded after', async () => {
    const { save, writer } = setup();
    writer.record(entry('last'));
    await writer.close();
    writer.record(entry('too late'));
    await writer.flush();
    expect(save.mock.calls.flatMap((c) => c[0].map((e) => e.action))).toEqual(['last']);
  });
});
