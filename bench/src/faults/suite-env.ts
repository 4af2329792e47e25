import pg from 'pg';
import type { ModelDouble } from './model-double';
import type { PostgresCluster } from './postgres-cluster';

/** What every scenario shares: the suite's own PostgreSQL, the model double, the logs' folder. */
export interface SuiteEnv {
  cluster: PostgresCluster;
  /** A fresh database on the cluster, migrated and holding the demo school; answers its URL. */
  database(name: string): Promise<string>;
  model: ModelDouble;
  logDir: string;
}

/** A small pool for the checks' SQL, on the scenario's database. */
export const checkingPool = (url: string) => new pg.Pool({ connectionString: url, max: 2 });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
