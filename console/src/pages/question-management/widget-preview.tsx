import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { PreviewQuestion } from '@kyu/core/quiz';
import { loadKyuWidgets } from './kyu-widgets';

// Typing is not re-rendered in the widget at every key: each new preview starts it afresh.
const SETTLE_MS = 300;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'kyu-quiz': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * The question as it is being edited, in the real `<kyu-quiz>` (its `preview` property), with a
 * Check marked by the server's preview marker. The widget script is loaded on first use only.
 */
export const WidgetPreview = ({ preview }: { preview: PreviewQuestion }) => {
  const host = useRef<HTMLElement & { preview?: PreviewQuestion | null }>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    loadKyuWidgets().catch((e: unknown) => setFailed(String((e as Error).message)));
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (host.current) host.current.preview = preview;
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [preview]);
  return (
    <section aria-label="Preview as a student sees it">
      <Typography variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      {failed && <p role="alert">{failed}</p>}
      <kyu-quiz ref={host} />
    </section>
  );
};
