import { $user } from '@kyu/core';

/**
 * Fetches `/api/v1{path}` with the signed-in user's Bearer token (which a plain link would not
 * carry) and hands the file to the browser to keep as `filename`. Kept in the console so the
 * widgets' shared client stays small.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = $user.get()?.access_token;
  const res = await fetch(`/api/v1${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`The download failed (${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
