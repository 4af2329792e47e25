import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { freePort, NOTHING_LISTENS } from '@kyu/test-support/net';

const problemsFor = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('starts on a fresh machine with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: null,
      smtpUrl: null,
      corsOrigins: [],
      seedDemo: true,
      schoolDemoPort: 8081,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('takes payments through the test checkout unless both Stripe secrets are set', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: null, testCheckoutSecret: null });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://localhost:12111',
      }).payments.stripe,
    ).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'http://localhost:12111',
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments
        .stripe?.apiBase,
    ).toBe('https://api.stripe.com');
  });

  it('refuses one Stripe secret without the other, and secrets of the wrong kind', () => {
    expect(problemsFor({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set; set both for Stripe, or neither for the test checkout.',
    ]);
    expect(problemsFor({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toHaveLength(1);
    expect(problemsFor({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' })).toEqual(
      [
        'STRIPE_SECRET_KEY is not a Stripe secret key; expected sk_live_… or sk_test_….',
        'STRIPE_WEBHOOK_SECRET is not a webhook signing secret; expected whsec_….',
      ],
    );
    expect(problemsFor({ TEST_CHECKOUT_WEBHOOK_SECRET: 'secret' })).toHaveLength(1);
  });

  it('serves the sample school site on the next port outside production, elsewhere when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).schoolDemoPort).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', SCHOOL_DEMO_PORT: '9090' }).schoolDemoPort).toBe(
      9090,
    );
    expect(loadConfig({ SCHOOL_DEMO_PORT: 'off' }).schoolDemoPort).toBeNull();
    expect(loadConfig({ PORT: '3000' }).schoolDemoPort).toBe(3001);
  });

  it('reads the real adapters from the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      PUBLIC_URL: 'https://kyu.example/',
      DATABASE_URL: 'postgres://kyu@db:5432/kyu',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'https://kyu.example',
      databaseUrl: 'postgres://kyu@db:5432/kyu',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemo: false,
    });
  });

  it('keeps uploads on local disk unless S3_BUCKET is set, then reads every S3 setting', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'kyu-uploads',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.kyu.example/',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'kyu-uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.kyu.example',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
    [
      { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT uses minio:'],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE is "maybe"'],
    [{ PORT: 'eighty' }, 'PORT is "eighty"; expected a whole number from 1 to 65535.'],
    [{ PORT: '70000' }, 'PORT is "70000"'],
    [
      { SCHOOL_DEMO_PORT: 'no' },
      'SCHOOL_DEMO_PORT is "no"; expected a whole number from 1 to 65535.',
    ],
    [
      { PORT: '9000', SCHOOL_DEMO_PORT: '9000' },
      'SCHOOL_DEMO_PORT is 9000, the same as PORT; expected another port or off.',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV is "staging"; expected development, production or test.'],
    [
      { DATABASE_URL: 'mysql://db/kyu' },
      'DATABASE_URL uses mysql:; expected postgres: or postgresql:, such as postgres://user:password@host:5432/database.',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL: "not a url"; expected'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL names no host'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL uses http:; expected smtp: or smtps:.'],
    [{ REDIS_URL: 'http://cache.example' }, 'REDIS_URL uses http:; expected redis: or rediss:.'],
    [{ PUBLIC_URL: 'kyu.example' }, 'PUBLIC_URL is not a valid URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM is "nobody"; expected an e-mail address'],
    [{ CONTACT_EMAIL: 'help at kyu' }, 'CONTACT_EMAIL is "help at kyu"'],
    [{ CORS_ORIGINS: 'https://ok.example,ftp://files.example' }, 'CORS_ORIGINS uses ftp:'],
    [{ SEED_DEMO: 'perhaps' }, 'SEED_DEMO is "perhaps"; expected true or false.'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY is "sometimes"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL is "loud"'],
    [{ LLM_BASE_URL: 'ollama:11434' }, 'LLM_BASE_URL uses ollama:; expected http: or https:.'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'LLM_MODEL is required when LLM_BASE_URL'],
    [{ LLM_TIMEOUT_MS: '30s' }, 'LLM_TIMEOUT_MS is "30s"; expected milliseconds from 100'],
    [{ LLM_STALL_TIMEOUT_MS: '5' }, 'LLM_STALL_TIMEOUT_MS is "5"'],
    [{ SPEECH_BASE_URL: 'speech' }, 'SPEECH_BASE_URL is not a valid URL'],
    [{ SPEECH_FORMAT: 'ogg' }, 'SPEECH_FORMAT is "ogg"; expected mp3 or wav.'],
  ])('reports %o clearly', (env, message) => {
    expect(problemsFor(env).join('\n')).toContain(message);
  });

  it('uses the offline tutor and speech unless a model service is named', () => {
    expect(loadConfig({})).toMatchObject({
      llm: { baseUrl: null, model: null, timeoutMs: 30_000, stallTimeoutMs: 10_000 },
      speech: { baseUrl: null },
    });
    const config = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.1',
      LLM_TIMEOUT_MS: '60000',
      SPEECH_BASE_URL: 'https://api.openai.com/v1',
      SPEECH_API_KEY: 'sk-test',
      SPEECH_FORMAT: 'wav',
    });
    expect(config.llm).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 60_000,
    });
    expect(config.speech).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'tts-1',
      voice: 'alloy',
      format: 'wav',
    });
  });

  it('reports every bad value at once', () => {
    const problems = problemsFor({ PORT: '0', NODE_ENV: 'qa', SMTP_URL: 'x' });
    expect(problems).toHaveLength(3);
  });
});

describe('server start-up', () => {
  const server = fileURLToPath(new URL('./server.ts', import.meta.url));
  let port = '';
  beforeAll(async () => {
    port = String(await freePort());
  });
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
  const linesOf = (text: string) => text.trim().split('\n');

  it('prints each configuration problem on one line and exits with 1', () => {
    const run = start({ PORT: 'eighty', DATABASE_URL: 'mysql://db/kyu' });
    expect(run.status).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      'Kyu cannot start: PORT is "eighty"; expected a whole number from 1 to 65535.',
      'Kyu cannot start: DATABASE_URL uses mysql:; expected postgres: or postgresql:, such as postgres://user:password@host:5432/database.',
    ]);
  });

  it('names DATABASE_URL in one line, without its password, when it is not a URL', () => {
    const run = start({ DATABASE_URL: 'postgres://kyu:s3cret@db:port/kyu' });
    expect(run.status).toBe(1);
    expect(linesOf(run.stderr)).toEqual([
      'Kyu cannot start: DATABASE_URL is not a valid URL: "postgres://kyu:***@db:port/kyu"; expected postgres: or postgresql:, such as postgres://user:password@host:5432/database.',
    ]);
  });

  it('says in one line, with no stack, that the database cannot be reached', () => {
    const run = start({ DATABASE_URL: `postgres://kyu:s3cret@${NOTHING_LISTENS}/kyu` });
    expect(run.status).toBe(1);
    const lines = linesOf(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Kyu cannot start: DATABASE_URL postgres:\/\/kyu:\*\*\*@127\.0\.0\.1:1\/kyu could not be reached \(.*ECONNREFUSED.*\); expected a running PostgreSQL there\.$/,
    );
  });

  it.skipIf(!process.env.KYU_TEST_DATABASE_URL)(
    'says in one line what PostgreSQL refused, such as a database that does not exist',
    () => {
      const url = new URL(process.env.KYU_TEST_DATABASE_URL!);
      url.pathname = '/kyu_no_such_database';
      const run = start({ DATABASE_URL: url.toString() });
      expect(run.status).toBe(1);
      const lines = linesOf(run.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        'refused the connection: database "kyu_no_such_database" does not exist',
      );
    },
  );
});
