import { useStore } from '@nanostores/preact';
import { $brandVariables } from '@kyu/core/branding';
import type { ComponentChildren } from 'preact';
import { WIDGET_CSS } from './styles';

/** The box every widget draws in: its stylesheet and the brand's colours as CSS variables. */
export function Frame({ children }: { children: ComponentChildren }) {
  const variables = useStore($brandVariables);
  return (
    <div class="kyu" style={variables}>
      <style>{WIDGET_CSS}</style>
      {children}
    </div>
  );
}
