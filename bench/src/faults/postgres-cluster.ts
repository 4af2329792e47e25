/**
 * A PostgreSQL cluster of the fault suite's own, in a temporary folder on a free port, so that
 * restarting it (pg_ctl restart) disturbs nobody else's databases: the machine's shared server
 * on 5432 is never touched. initdb and pg_ctl come from /usr/lib/postgresql/<newest>/bin (or
 * FAULTS_PG_BIN), on PATH otherwise. PostgreSQL refuses to run as root, so as root every command
 * runs as the `postgres` user (runuser), in a folder that user owns.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '@kyu/test-support/net';

const run = promisify(execFile);

function binDir(): string {
  if (process.env.FAULTS_PG_BIN) return process.env.FAULTS_PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const newest = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : '';
}

export type RestartMode = 'fast' | 'immediate';

export async function startPostgresCluster() {
  const bin = binDir();
  const tool = (name: string) => (bin ? join(bin, name) : name);
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? await run('id', ['-u', 'postgres']).catch(() => null) : null;
  if (asRoot && !owner)
    throw new Error('running as root, but there is no postgres user to run PostgreSQL as');
  const dir = mkdtempSync(join(tmpdir(), 'kyu-faults-pg-'));
  if (owner) {
    const group = (await run('id', ['-g', 'postgres'])).stdout;
    chownSync(dir, Number(owner.stdout), Number(group));
  }
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const port = await freePort();
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir })
      : run(command, args, { cwd: dir });
  await as(tool('initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  // Options on the command line are kept in postmaster.opts, so `pg_ctl restart` keeps them.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args: string[]) =>
    as(tool('pg_ctl'), ['-D', data, '-l', log, '-w', '-t', '60', ...args]);
  await ctl('-o', options, 'start');
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    log,
    /** A fresh database on the cluster, a copy of `template` if given; answers its URL. */
    async database(name: string, template?: string) {
      const copy = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}${copy}`);
      return url(name);
    },
    /** Restarts the cluster and resolves once it accepts connections again. */
    async restart(mode: RestartMode) {
      const started = performance.now();
      await ctl('-m', mode, 'restart');
      return performance.now() - started;
    },
    async stop() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;
