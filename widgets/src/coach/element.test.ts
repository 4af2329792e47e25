import { resetCore } from '@kyu/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KyuCoachElement } from './element';

beforeEach(() => resetCore());
afterEach(() => {
  document.body.innerHTML = '';
});

const bubbleOf = (host: HTMLElement) =>
  host.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Open Kyu coach"]')!;

describe('<kyu-coach>', () => {
  // First: it defines the tag, upgrading an element the loader drew its bubble in.
  it('takes over the bubble the loader drew, in the same shadow root', () => {
    const early = document.createElement('kyu-coach');
    const drawn = early.attachShadow({ mode: 'open' });
    drawn.innerHTML = '<button>Loading the coach</button>';
    document.body.append(early);
    customElements.define('kyu-coach', KyuCoachElement);
    expect(early.shadowRoot).toBe(drawn);
    expect(drawn.textContent).not.toContain('Loading the coach');
    expect(bubbleOf(early)).not.toBeNull();
  });

  it('renders the bubble, opens on the open attribute and reports it', async () => {
    const host = document.createElement('kyu-coach');
    const opened = vi.fn();
    host.addEventListener('open', opened);
    document.body.append(host);
    expect(bubbleOf(host)).not.toBeNull();
    expect(host.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
    bubbleOf(host).click();
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('[role=dialog]')).not.toBeNull());
    expect(host.hasAttribute('open')).toBe(true);
    expect(opened).toHaveBeenCalled();
    host.removeAttribute('open');
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('[role=dialog]')).toBeNull());
  });
});
