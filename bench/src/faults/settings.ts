/**
 * How long and how hard each scenario runs. The short mode (FAULTS_SHORT=1, or `faults:short`)
 * is sized to finish in about three minutes for CI; the full one runs longer outages with more
 * users. Every figure can be set on its own through the environment variable named beside it.
 */
const short = process.env.FAULTS_SHORT === '1' || process.argv.includes('--short');

const num = (name: string, full: number, shortValue: number) => {
  const text = process.env[name];
  return text !== undefined && text !== '' ? Number(text) : short ? shortValue : full;
};

export const SETTINGS = {
  short,
  /** Which scenarios run, by name (postgres, redis, smtp, model, instances); all by default. */
  only: (process.env.FAULTS_SCENARIOS ?? '').split(',').filter(Boolean),
  /** How long a client keeps retrying one operation before it gives up. */
  retryForMs: num('FAULTS_RETRY_S', 60, 30) * 1000,
  postgres: {
    students: num('FAULTS_PG_STUDENTS', 30, 12),
    chatters: num('FAULTS_PG_CHATTERS', 10, 4),
    /** Seconds of load before the first restart, between the restarts, and after the last. */
    phaseSeconds: num('FAULTS_PG_PHASE_S', 15, 8),
  },
  redis: {
    users: num('FAULTS_REDIS_USERS', 12, 8),
    /** How long Redis stays down, and stays frozen. */
    downSeconds: num('FAULTS_REDIS_DOWN_S', 20, 8),
    frozenSeconds: num('FAULTS_REDIS_FROZEN_S', 8, 4),
    phaseSeconds: num('FAULTS_REDIS_PHASE_S', 10, 5),
  },
  smtp: {
    /** Mails of each kind asked for in each phase (up, refusing, stopped). */
    perPhase: num('FAULTS_SMTP_MAILS', 3, 1),
    /** How long the SMTP server refuses, then how long it is stopped. */
    refuseSeconds: num('FAULTS_SMTP_REFUSE_S', 30, 6),
    downSeconds: num('FAULTS_SMTP_DOWN_S', 120, 10),
    /** The longest the suite waits, once SMTP is back, for every mail to arrive. */
    waitSeconds: num('FAULTS_MAIL_WAIT_S', 180, 45),
  },
  model: {
    /** Questions asked while the model answers 503, and while it hangs. */
    asks: num('FAULTS_MODEL_ASKS', 6, 3),
    /** How long a chat may take before the suite calls it hung (the stall limit is 10 s). */
    hangLimitSeconds: num('FAULTS_MODEL_HANG_LIMIT_S', 45, 45),
  },
  instances: {
    payments: num('FAULTS_PAYMENTS', 8, 4),
    worksheets: num('FAULTS_WORKSHEETS', 4, 3),
    /** How long one worksheet's questions take the model, so a job is under way for a while. */
    generationDelayMs: num('FAULTS_GENERATION_DELAY_MS', 2000, 1500),
    /** The longest the suite waits, after the kill, for the job and the payments to finish. */
    waitSeconds: num('FAULTS_JOB_WAIT_S', 180, 90),
  },
};
