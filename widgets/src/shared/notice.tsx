import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Frame } from './frame';

/**
 * The message that replaces a form once it has done its work. It takes the focus, which was on
 * the form's button that is now gone, so keyboard and screen-reader users are not left at the top
 * of the page.
 */
export function Notice({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Frame>
      <p ref={ref} class="kyu-status" role="status" tabIndex={-1}>
        {children}
      </p>
    </Frame>
  );
}
