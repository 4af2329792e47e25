import { useStore } from '@nanostores/preact';
import { $brandVariables } from '@kyu/core/branding';
import type { ComponentChildren } from 'preact';
import { WIDGET_CSS } from './styles';
import { useStyleSheets } from './use-style-sheets';

/**
 * The box every widget draws in: its stylesheets, adopted where it renders, and the brand's
 * colours with the student's theme tokens as CSS variables (set through the style object, which
 * a strict CSP allows).
 */
export function Frame({
  children,
  css = '',
  class: extra,
}: {
  children: ComponentChildren;
  /** The widget's own stylesheet, after the shared one. */
  css?: string;
  class?: string;
}) {
  const variables = useStore($brandVariables);
  const ref = useStyleSheets(WIDGET_CSS, css);
  return (
    <div ref={ref} class={extra ? `kyu ${extra}` : 'kyu'} style={variables}>
      {children}
    </div>
  );
}
