import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startSampleSchool } from './start';

let blocker: Server | undefined;
afterEach(() => {
  blocker?.close();
  vi.restoreAllMocks();
});

/** A port some other program holds. */
async function takenPort(): Promise<number> {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve));
  return (blocker.address() as AddressInfo).port;
}

describe('startSampleSchool', () => {
  it('starts nothing when the sample school site is off', async () => {
    expect(await startSampleSchool(loadConfig({ SCHOOL_DEMO_PORT: 'off' }), null)).toBeNull();
  });

  it('says in one line that its port is taken, and lets Kyu go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = await takenPort();
    const config = loadConfig({ SCHOOL_DEMO_PORT: String(port), HOST: '127.0.0.1' });
    expect(await startSampleSchool(config, null)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      `The sample school site could not listen on port ${port} (EADDRINUSE); set SCHOOL_DEMO_PORT to a free port, or to off.`,
    );
  });
});
