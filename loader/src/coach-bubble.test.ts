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

  it('loads nothing while the visitor leaves the bubble alone, however long the page stays idle', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((task: () => void) => setTimeout(task, 1));
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      const load = vi.fn();
      drawCoachBubble(coach(), load);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it.each(['pointerenter', 'focus', 'touchstart'])(
    'loads the coach on %s of the bubble',
    (intent) => {
      const element = coach();
      const load = vi.fn();
      drawCoachBubble(element, load);
      element.shadowRoot!.querySelector('button')!.dispatchEvent(new Event(intent));
      expect(load).toHaveBeenCalledTimes(1);
      expect(element.hasAttribute('open')).toBe(false);
    },
  );

  it('loads the coach and asks it to open on a click', () => {
    const element = coach();
    const load = vi.fn();
    drawCoachBubble(element, load);
    element.shadowRoot!.querySelector('button')!.click();
    expect(load).toHaveBeenCalled();
    expect(element.getAttribute('open')).toBe('true');
  });

  it('draws one bubble when a page loads kyu.js twice, and the second copy loads nothing', () => {
    const element = coach();
    const [first, second] = [vi.fn(), vi.fn()];
    drawCoachBubble(element, first);
    drawCoachBubble(element, second);
    expect(element.shadowRoot!.querySelectorAll('button')).toHaveLength(1);
    element.shadowRoot!.querySelector('button')!.click();
    expect(first).toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
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
