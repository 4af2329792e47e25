import * as look from '@kyu/widgets/coach/bubble-look';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUBBLE_CSS, BUBBLE_ICON, BUBBLE_LABEL, drawCoachBubble } from './coach-bubble';

afterEach(() => {
  document.body.innerHTML = '';
});

function coach(attrs: Record<string, string> = {}) {
  const element = document.createElement('kyu-coach-preview');
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
  document.body.append(element);
  return element;
}

describe('drawCoachBubble', () => {
  it("draws the coach's own bubble look", () => {
    expect({ BUBBLE_CSS, BUBBLE_ICON, BUBBLE_LABEL }).toEqual({
      BUBBLE_CSS: look.BUBBLE_CSS,
      BUBBLE_ICON: look.BUBBLE_ICON,
      BUBBLE_LABEL: look.BUBBLE_LABEL,
    });
  });

  it('draws a labelled bubble with a constructed stylesheet and no inline style', () => {
    const element = coach();
    drawCoachBubble(element, vi.fn());
    const root = element.shadowRoot!;
    const button = root.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Open Kyu coach');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('[style], style')).toBeNull();
  });

  it('loads the coach when the bubble is reached for, and asks it to open on a click', () => {
    const element = coach();
    const load = vi.fn();
    drawCoachBubble(element, load);
    const button = element.shadowRoot!.querySelector('button')!;
    button.dispatchEvent(new Event('pointerenter'));
    expect(load).toHaveBeenCalled();
    button.click();
    expect(element.getAttribute('open')).toBe('true');
  });

  it('loads an inline coach at once, drawing nothing', () => {
    const element = coach({ mode: 'inline' });
    const load = vi.fn();
    drawCoachBubble(element, load);
    expect(load).toHaveBeenCalled();
    expect(element.shadowRoot).toBeNull();
  });

  it('names the school of the script tag unless the element names one', () => {
    const plain = coach();
    const own = coach({ school: 'own.example', mode: 'inline' });
    drawCoachBubble(plain, vi.fn(), 'hillside.localhost');
    drawCoachBubble(own, vi.fn(), 'hillside.localhost');
    expect(plain.getAttribute('school')).toBe('hillside.localhost');
    expect(own.getAttribute('school')).toBe('own.example');
  });
});
