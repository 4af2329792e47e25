import { makeCourse } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';

it('renders the courses in an open shadow root, styled by adopted sheets only, and reports its step', async () => {
  const seen = fakeFetch(
    on('GET', '/api/v1/courses?school_id=3', {
      body: { courses: [makeCourse({ name: 'Maths P5' })] },
    }),
  );
  customElements.define('kyu-checkout', (await import('./element')).KyuCheckoutElement);
  const element = document.createElement('kyu-checkout');
  element.setAttribute('school-id', '3');
  const steps: unknown[] = [];
  element.addEventListener('step', (event) => steps.push((event as CustomEvent).detail));
  document.body.append(element);
  const root = element.shadowRoot;
  await waitFor(() => expect(root?.textContent).toContain('Maths P5'));
  expect(root?.querySelector('h2')?.textContent).toBe('Choose courses');
  // A strict CSP blocks <style> elements and style attributes' text; constructed sheets pass.
  expect(root?.querySelector('style')).toBeNull();
  expect(root?.adoptedStyleSheets.length).toBeGreaterThan(0);
  expect(seen.map((r) => r.url)).toEqual(['/api/v1/courses?school_id=3']);
  await waitFor(() => expect(steps).toEqual(['courses']));
  element.remove();
});
