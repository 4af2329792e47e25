/**
 * The Content-Security-Policy of a careful school site that embeds Kyu: nothing inline, no
 * eval, and of other origins only Kyu's, for its script, its chunks, its stylesheets, images,
 * fonts, audio and API calls. Anything Kyu needed beyond this would be refused by the browser
 * and reported, which the end-to-end tests watch for.
 */
export function schoolPolicy(kyuUrl: string): string {
  const kyu = new URL(kyuUrl).origin;
  return [
    "default-src 'none'",
    `script-src 'self' ${kyu}`,
    `style-src 'self' ${kyu}`,
    `connect-src 'self' ${kyu}`,
    `img-src 'self' ${kyu} data: blob:`,
    `font-src 'self' ${kyu}`,
    `media-src 'self' ${kyu} blob:`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
