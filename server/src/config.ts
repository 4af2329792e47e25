import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trimEndWhere } from './lib/text-scan';

/** The repository root: `./data` means the same folder whichever package starts the server. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Configuration, read once from the environment and checked at start-up. Every bad value is
 * reported together, each with what was wrong and what is expected, so a deploy fails loudly
 * and early instead of at the first request that needs the value.
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Base address users reach the portal at; links in mails point here. */
  publicUrl: string;
  /** PostgreSQL when set; otherwise PGlite with its files under `dataDir/pglite`. */
  databaseUrl: string | null;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  contactEmail: string;
  /** Extra origins allowed by CORS besides the portal's own and each school's registered domain. */
  corsOrigins: string[];
  google: { clientId: string | null; jwksUrl: string; issuers: string[] };
  apple: { clientId: string | null; jwksUrl: string; issuer: string };
  trustProxy: boolean;
  /** Where every limit counts (failed sign-ins, request limits) when set; PostgreSQL without it. */
  redis: { url: string | null; prefix: string };
  logLevel: string;
  /** Make the demo school and accounts on first start. */
  seedDemo: boolean;
  /**
   * The port of the sample school site (demo-site/school), a second origin that embeds Kyu by
   * its script tag alone; null when it is off (in production, unless asked for).
   */
  schoolDemoPort: number | null;
  /** The tutor model: an OpenAI-compatible chat API when `baseUrl` is set, else the offline tutor. */
  llm: {
    baseUrl: string | null;
    apiKey: string | null;
    model: string | null;
    /** The longest a whole reply may take. */
    timeoutMs: number;
    /** The longest a reply may go without a token before it counts as stalled. */
    stallTimeoutMs: number;
  };
  /** Read-aloud: an OpenAI-compatible speech API when `baseUrl` is set, else offline SVOX Pico. */
  speech: {
    baseUrl: string | null;
    apiKey: string | null;
    model: string;
    voice: string;
    format: 'mp3' | 'wav';
  };
  /** Uploads: S3-compatible object storage when S3_BUCKET is set, else files under `dataDir`. */
  s3: {
    bucket: string;
    /** The S3 API's address for MinIO, R2 and the like; null for AWS itself. */
    endpoint: string | null;
    region: string;
    /** Both or neither: without them the SDK's own chain (an instance role) supplies credentials. */
    accessKeyId: string | null;
    secretAccessKey: string | null;
    /** Where objects are public (a CDN or the bucket's public domain), without a trailing slash. */
    publicUrl: string | null;
    /** Address the bucket in the path (MinIO) rather than as a subdomain (AWS, R2). */
    forcePathStyle: boolean;
  } | null;
  /** Payments: Stripe when both of its secrets are set, else Kyu's own test checkout. */
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
    /** What the test checkout signs its events with; a new one each start when unset. */
    testCheckoutSecret: string | null;
  };
}

/** A URL as it may be printed: any password replaced by ***. */
export function withoutPassword(value: string) {
  return value.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const optional = (name: string) => env[name]?.trim() || null;

  const nodeEnv = str('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV is "${nodeEnv}"; expected development, production or test.`);
  }

  const portOf = (name: string, text: string) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
      problems.push(`${name} is "${text}"; expected a whole number from 1 to 65535.`);
    }
    return value;
  };
  const port = portOf('PORT', str('PORT', '8080'));
  // The port after Kyu's (8081 beside 8080), so a second Kyu on another port brings its own.
  const schoolDemoText = str(
    'SCHOOL_DEMO_PORT',
    nodeEnv === 'production' ? 'off' : String(port >= 1 && port < 65535 ? port + 1 : 8081),
  );
  const schoolDemoPort =
    schoolDemoText.toLowerCase() === 'off' ? null : portOf('SCHOOL_DEMO_PORT', schoolDemoText);
  if (schoolDemoPort === port) {
    problems.push(`SCHOOL_DEMO_PORT is ${port}, the same as PORT; expected another port or off.`);
  }

  const url = (name: string, value: string | null, protocols: string[], example?: string) => {
    if (value === null) return null;
    const expected = `expected ${protocols.join(' or ')}${example ? `, such as ${example}` : ''}`;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} uses ${parsed.protocol}; ${expected}.`);
      } else if (!parsed.hostname && !parsed.searchParams.get('host')) {
        problems.push(`${name} names no host: "${withoutPassword(value)}"; ${expected}.`);
      }
    } catch {
      problems.push(`${name} is not a valid URL: "${withoutPassword(value)}"; ${expected}.`);
    }
    return value;
  };

  const publicUrl = url('PUBLIC_URL', str('PUBLIC_URL', `http://localhost:${port || 8080}`), [
    'http:',
    'https:',
  ])!.replace(/\/$/, '');
  const databaseUrl = url(
    'DATABASE_URL',
    optional('DATABASE_URL'),
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/database',
  );
  const smtpUrl = url('SMTP_URL', optional('SMTP_URL'), ['smtp:', 'smtps:']);
  const redisUrl = url('REDIS_URL', optional('REDIS_URL'), ['redis:', 'rediss:']);

  // "Kyu <kyu@school.example>" names its address in the last <…>.
  const addressIn = (value: string) => {
    const open = value.lastIndexOf('<');
    return open >= 0 && value.endsWith('>') ? value.slice(open + 1, -1) : value;
  };
  const email = (name: string, value: string) => {
    if (!/^[^\s@<>]+@[^\s@<>]+$/.test(addressIn(value))) {
      problems.push(
        `${name} is "${value}"; expected an e-mail address such as kyu@school.example.`,
      );
    }
    return value;
  };
  const mailFrom = email('MAIL_FROM', str('MAIL_FROM', 'Kyu <no-reply@kyu.localhost>'));
  const contactEmail = email('CONTACT_EMAIL', str('CONTACT_EMAIL', 'support@kyu.localhost'));

  const corsOrigins = (optional('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) url('CORS_ORIGINS', origin, ['http:', 'https:']);

  const bool = (name: string, fallback: boolean) => {
    const value = optional(name);
    if (value === null) return fallback;
    if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
    problems.push(`${name} is "${value}"; expected true or false.`);
    return fallback;
  };

  const logLevel = str('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(
      `LOG_LEVEL is "${logLevel}"; expected fatal, error, warn, info, debug, trace or silent.`,
    );
  }

  const millis = (name: string, fallback: number) => {
    const text = str(name, String(fallback));
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 100 || value > 600_000) {
      problems.push(`${name} is "${text}"; expected milliseconds from 100 to 600000.`);
    }
    return value;
  };
  // Without a trailing slash, so `${baseUrl}/chat/completions` is the address whatever was typed.
  const apiBase = (name: string) =>
    trimEndWhere(url(name, optional(name), ['http:', 'https:']) ?? '', (c) => c === '/') || null;
  const llmBaseUrl = apiBase('LLM_BASE_URL');
  const llmModel = optional('LLM_MODEL');
  if (llmBaseUrl && !llmModel) {
    problems.push(
      'LLM_MODEL is required when LLM_BASE_URL is set; name the model, such as gpt-4o-mini or llama3.1.',
    );
  }
  const speechFormat = str('SPEECH_FORMAT', 'mp3');
  if (speechFormat !== 'mp3' && speechFormat !== 'wav') {
    problems.push(`SPEECH_FORMAT is "${speechFormat}"; expected mp3 or wav.`);
  }

  const stripeKey = optional('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = optional('STRIPE_WEBHOOK_SECRET');
  if (stripeKey && !/^(?:sk|rk)_(?:test|live)_\S+$/.test(stripeKey)) {
    problems.push('STRIPE_SECRET_KEY is not a Stripe secret key; expected sk_live_… or sk_test_….');
  }
  for (const [name, value] of [
    ['STRIPE_WEBHOOK_SECRET', stripeWebhookSecret],
    ['TEST_CHECKOUT_WEBHOOK_SECRET', optional('TEST_CHECKOUT_WEBHOOK_SECRET')],
  ] as const) {
    if (value && !/^whsec_\S+$/.test(value)) {
      problems.push(`${name} is not a webhook signing secret; expected whsec_….`);
    }
  }
  // One without the other would take money without hearing that it was paid, or the reverse.
  if (Boolean(stripeKey) !== Boolean(stripeWebhookSecret)) {
    problems.push(
      `${stripeKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is required when ${stripeKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'} is set; set both for Stripe, or neither for the test checkout.`,
    );
  }
  const stripeApiBase = url('STRIPE_API_BASE', str('STRIPE_API_BASE', 'https://api.stripe.com'), [
    'http:',
    'https:',
  ])!;

  const s3Bucket = optional('S3_BUCKET');
  const s3KeyId = optional('S3_ACCESS_KEY_ID');
  const s3Secret = optional('S3_SECRET_ACCESS_KEY');
  if (Boolean(s3KeyId) !== Boolean(s3Secret)) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both, or neither for the SDK's own credentials.",
    );
  }
  const s3Others = ['S3_ENDPOINT', 'S3_REGION', 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE'].filter(
    (name) => optional(name) !== null,
  );
  if (!s3Bucket && (s3KeyId || s3Others.length)) {
    problems.push(
      `S3_BUCKET is required when ${[...(s3KeyId ? ['S3_ACCESS_KEY_ID'] : []), ...s3Others].join(', ')} is set; name the bucket uploads go to.`,
    );
  }
  const s3 = s3Bucket
    ? {
        bucket: s3Bucket,
        endpoint: apiBase('S3_ENDPOINT'),
        region: str('S3_REGION', 'us-east-1'),
        accessKeyId: s3KeyId,
        secretAccessKey: s3Secret,
        publicUrl: apiBase('S3_PUBLIC_URL'),
        forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
      }
    : null;

  const config: Config = {
    env: nodeEnv as Config['env'],
    port,
    host: str('HOST', '0.0.0.0'),
    publicUrl,
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() ? resolve(env.DATA_DIR.trim()) : resolve(REPO_ROOT, 'data'),
    smtpUrl,
    mailFrom,
    contactEmail,
    corsOrigins,
    google: {
      clientId: optional('GOOGLE_CLIENT_ID'),
      jwksUrl: url(
        'GOOGLE_JWKS_URL',
        str('GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
        ['http:', 'https:'],
      )!,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    },
    apple: {
      clientId: optional('APPLE_CLIENT_ID'),
      jwksUrl: url('APPLE_JWKS_URL', str('APPLE_JWKS_URL', 'https://appleid.apple.com/auth/keys'), [
        'http:',
        'https:',
      ])!,
      issuer: 'https://appleid.apple.com',
    },
    trustProxy: bool('TRUST_PROXY', false),
    redis: { url: redisUrl, prefix: str('REDIS_PREFIX', 'kyu:') },
    logLevel,
    seedDemo: bool('SEED_DEMO', true),
    schoolDemoPort,
    llm: {
      baseUrl: llmBaseUrl,
      apiKey: optional('LLM_API_KEY'),
      model: llmModel,
      timeoutMs: millis('LLM_TIMEOUT_MS', 30_000),
      stallTimeoutMs: millis('LLM_STALL_TIMEOUT_MS', 10_000),
    },
    speech: {
      baseUrl: apiBase('SPEECH_BASE_URL'),
      apiKey: optional('SPEECH_API_KEY'),
      model: str('SPEECH_MODEL', 'tts-1'),
      voice: str('SPEECH_VOICE', 'alloy'),
      format: speechFormat as Config['speech']['format'],
    },
    s3,
    payments: {
      stripe:
        stripeKey && stripeWebhookSecret
          ? { secretKey: stripeKey, webhookSecret: stripeWebhookSecret, apiBase: stripeApiBase }
          : null,
      testCheckoutSecret: optional('TEST_CHECKOUT_WEBHOOK_SECRET'),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
