import { resetCore } from '@kyu/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { KyuCoachElement } from './element';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<kyu-coach>', () => {
  it('takes over the bubble the loader drew, in the same shadow root', async () => {
    resetCore();
    const host = document.createElement('kyu-coach');
    const drawn = host.attachShadow({ mode: 'open' });
    drawn.innerHTML = '<button>Loading the coach</button>';
    host.setAttribute('open', 'true');
    document.body.append(host);
    customElements.define('kyu-coach', KyuCoachElement);
    expect(host.shadowRoot).toBe(drawn);
    expect(drawn.textContent).not.toContain('Loading the coach');
    expect(drawn.querySelector('button')?.getAttribute('aria-label')).toBe('Open Kyu coach');
    expect(drawn.querySelector('[role=dialog]')).not.toBeNull();
    expect(drawn.adoptedStyleSheets.length).toBeGreaterThan(0);
  });
});
