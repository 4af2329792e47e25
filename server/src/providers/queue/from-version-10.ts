import type PgBoss from 'pg-boss';

/**
 * pg-boss 11 cannot migrate a schema made by pg-boss 10 (its migrations start at its own
 * schema, 25; pg-boss 10 made 24): its notes say to install 11 afresh and move the jobs across.
 * Kyu does that on start, so a database made by an older Kyu upgrades itself, PGlite or
 * PostgreSQL: the old schema is renamed `pgboss_v10` before pg-boss starts (and makes a new
 * `pgboss`), and once Kyu's queues exist its jobs are copied in and it is dropped. Instances
 * starting together take turns through both (index.ts holds a lock), so they happen once; a
 * start cut off between them finds `pgboss_v10` and finishes. Every instance of the older Kyu
 * must be stopped first, as for any pg-boss major version.
 */

export async function setVersion10Aside(db: PgBoss.Db) {
  await db.executeSql(
    `BEGIN;
    DO $$
    DECLARE made_by int;
    BEGIN
      IF to_regclass('pgboss.version') IS NOT NULL AND to_regnamespace('pgboss_v10') IS NULL THEN
        -- EXECUTE: a plain SELECT would be planned, and fail, when there is no such table.
        EXECUTE 'SELECT max(version) FROM pgboss.version' INTO made_by;
        IF made_by < 25 THEN
          ALTER SCHEMA pgboss RENAME TO pgboss_v10;
        END IF;
      END IF;
    END $$;
    COMMIT;`,
    [],
  );
}

/**
 * Every job of a queue Kyu still has, as pg-boss 11 keeps it: a job that was active when the
 * old server stopped is retried now (its worker is gone); its queue's policy and settings are
 * today's. Failed jobs come too, from the archive as well, for the admins' attention page.
 */
const COPY_JOBS = `
  INSERT INTO pgboss.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
    retry_backoff, retry_delay_max, expire_seconds, deletion_seconds, singleton_key, singleton_on,
    start_after, created_on, started_on, completed_on, keep_until, output, dead_letter, policy)
  SELECT j.id, j.name, j.priority, j.data,
    (CASE WHEN j.state::text = 'active' THEN 'retry' ELSE j.state::text END)::pgboss.job_state,
    j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff, q.retry_delay_max,
    greatest(1, extract(epoch FROM j.expire_in))::int, q.deletion_seconds, j.singleton_key,
    j.singleton_on, CASE WHEN j.state::text = 'active' THEN now() ELSE j.start_after END,
    j.created_on, j.started_on, j.completed_on, j.keep_until, j.output, q.dead_letter, q.policy
  FROM (
    SELECT id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      expire_in, singleton_key, singleton_on, start_after, created_on, started_on, completed_on,
      keep_until, output
    FROM pgboss_v10.job
    UNION ALL
    SELECT id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      expire_in, singleton_key, singleton_on, start_after, created_on, started_on, completed_on,
      keep_until, output
    FROM pgboss_v10.archive WHERE state = 'failed'
  ) j
  JOIN pgboss.queue q ON q.name = j.name
  ON CONFLICT DO NOTHING`;

export async function adoptVersion10Jobs(db: PgBoss.Db) {
  await db.executeSql(
    `BEGIN;
    DO $$
    BEGIN
      IF to_regnamespace('pgboss_v10') IS NOT NULL THEN
        ${COPY_JOBS};
        DROP SCHEMA pgboss_v10 CASCADE;
      END IF;
    END $$;
    COMMIT;`,
    [],
  );
}
