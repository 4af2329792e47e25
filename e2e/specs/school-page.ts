import { expect, type Page } from '@playwright/test';
import { KYU } from '../origins';

/** The script tag a school pastes, pointing at Kyu's origin. */
export const KYU_JS = `${KYU}/widgets/kyu.js`;

/**
 * Watches a page from before its first script: every Content-Security-Policy violation, and
 * every uncaught error or console error (a chunk that fails to resolve shows there).
 */
export async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

/** Opens the coach from its bubble, asks a question and waits for the whole answer. */
export async function askTheCoach(page: Page, question = 'What is a fraction?') {
  await page.getByRole('button', { name: 'Open Kyu coach' }).click();
  await page.getByLabel('Ask Kyu').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sources:', { exact: false }).last()).toBeVisible({
    timeout: 20_000,
  });
}

/** The computed look of the school's own elements, to compare before and after Kyu. */
export function hostLook(page: Page) {
  return page.evaluate(() => {
    const props = ['font-family', 'font-size', 'color', 'background-color', 'padding', 'margin'];
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return props.map((p) => `${p}: ${style.getPropertyValue(p)}`).join('; ');
    };
    return {
      elements: [...document.querySelectorAll('body, body *')]
        .filter((el) => !el.tagName.startsWith('KYU-') && el.tagName !== 'SCRIPT')
        .map((el) => `${el.tagName}: ${look(el)}`),
      // What Kyu could add to the page itself: sheets, fonts and globals (but the documented
      // window.Kyu, which kyu.js defines as it runs, even before any widget loads).
      documentSheets: document.adoptedStyleSheets.length,
      styleElements: document.querySelectorAll('style, link[rel=stylesheet]').length,
      fonts: document.fonts.size,
      globals: Object.getOwnPropertyNames(window)
        .filter((name) => name !== 'Kyu')
        .sort(),
    };
  });
}
