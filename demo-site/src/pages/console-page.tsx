import { clearReloadMark, reloadOnce } from '@kyu/core/router';
import { sessionArea } from '@kyu/core/storage';
import { useEffect, useState } from 'preact/hooks';

/**
 * A console route reached inside the portal: load it as a full page, where the server serves
 * the console. If that brings the portal back (a server without the console build, or the Vite
 * dev server), say so instead of reloading for ever.
 */
export function ConsolePage({ path }: { path: string }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!reloadOnce(path, sessionArea(), (url) => location.replace(url))) {
      clearReloadMark(sessionArea());
      setStuck(true);
    }
  }, [path]);
  if (!stuck)
    return (
      <p class="page loading" role="status">
        Opening the console…
      </p>
    );
  return (
    <main class="page">
      <h1>The console is not available here</h1>
      <p>
        This page belongs to the Kyu console, which this server does not serve. Build it with
        <code> npm start</code>, or open <a href="/">the portal</a>.
      </p>
    </main>
  );
}
