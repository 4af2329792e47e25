import { $user } from '@kyu/core';

/**
 * Saves a file the browser offers to keep: fetched with the Bearer token, which a plain link
 * would not carry (kept in the console so the widgets' shared client stays small).
 */
export async function download(path: string, filename: string) {
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
