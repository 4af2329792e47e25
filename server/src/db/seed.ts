import type { Db } from './client';

export interface SeedResult {
  password: string;
  accounts: { email: string; label: string }[];
}

export async function seedIfEmpty(_db: Db): Promise<SeedResult | null> {
  return null;
}
