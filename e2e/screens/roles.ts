/**
 * Who the gallery signs in as: one seeded account per role (server/src/db/seed-data.ts), and a
 * visitor nobody has signed in. `key` names the role's folder of pictures and its lines in a
 * failure.
 */
export interface Role {
  key: 'public' | 'student' | 'parent' | 'teacher' | 'school-admin' | 'kyu-admin' | 'curriculum';
  /** The seeded account; null for the signed-out visitor. */
  email: string | null;
}

export const ROLES: readonly Role[] = [
  { key: 'public', email: null },
  { key: 'student', email: 'student@example.com' },
  { key: 'parent', email: 'parent@example.com' },
  { key: 'teacher', email: 'teacher@example.com' },
  { key: 'school-admin', email: 'schooladmin@example.com' },
  { key: 'kyu-admin', email: 'admin@example.com' },
  { key: 'curriculum', email: 'curriculum@example.com' },
];
