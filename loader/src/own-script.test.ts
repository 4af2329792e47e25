import { describe, expect, it } from 'vitest';
import { ownScript, urlInStack } from './own-script';

const KYU = 'https://kyu.example/widgets/kyu.js';

/** A parsed page: its script tags are never fetched or run. */
const pageWith = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');

describe('urlInStack', () => {
  it.each([
    ['Chromium', `Error\n    at t (${KYU}:1:150)\n    at ${KYU}:1:4012`],
    ['Firefox', `t@${KYU}:1:150\n@${KYU}:1:4012\n`],
    ['Safari', `t@${KYU}:1:150\nglobal code@${KYU}:1:4012`],
  ])("reads the running script's address from a %s stack", (_browser, stack) => {
    expect(urlInStack(stack)).toBe(KYU);
  });

  it('keeps a query string and a port', () => {
    const url = 'http://localhost:8080/widgets/kyu.js?v=2';
    expect(urlInStack(`Error\n    at http://localhost:8080/widgets/kyu.js?v=2:1:9`)).toBe(url);
  });

  it('finds nothing in a stack the page emptied', () => {
    expect(urlInStack('Error')).toBeUndefined();
    expect(urlInStack(undefined)).toBeUndefined();
  });
});

describe('ownScript', () => {
  it("takes a classic script's tag from document.currentScript", () => {
    const element = document.createElement('script');
    element.src = 'https://school.example/js/anything.js';
    const page = { currentScript: element, baseURI: 'https://school.example/' } as unknown;
    expect(ownScript(page as Document, '')).toEqual({ element, url: element.src });
  });

  it('finds a module script, which has no currentScript, by the address on the stack', () => {
    const page = pageWith(
      `<script type="module" src="https://cdn.example/app.js"></script>` +
        `<script type="module" src="https://kyu.example/widgets/kyu.js" data-school="x"></script>`,
    );
    const found = ownScript(page, `Error\n    at ${KYU}:1:9`);
    expect(found.element?.dataset['school']).toBe('x');
    expect(found.url).toBe(KYU);
  });

  it('takes the address the file came from when the page loads it through a redirect', () => {
    const page = pageWith(`<script type="module" src="https://school.example/js/kyu.js"></script>`);
    const found = ownScript(page, `Error\n    at ${KYU}:1:9`);
    expect(found.element?.src).toBe('https://school.example/js/kyu.js');
    expect(found.url).toBe(KYU);
  });

  it('finds a renamed module script behind a redirect by its data attributes', () => {
    const page = pageWith(
      `<script type="module" src="https://cdn.example/app.js"></script>` +
        `<script type="module" src="https://school.example/vendor/tutor.js" data-school="x"></script>`,
    );
    const found = ownScript(page, `Error\n    at ${KYU}:1:9`);
    expect(found.element?.dataset['school']).toBe('x');
    expect(found.url).toBe(KYU);
  });

  it("falls back to the tag's address when the stack tells nothing", () => {
    const page = pageWith(`<script defer src="${KYU}"></script>`);
    expect(ownScript(page, 'Error').url).toBe(KYU);
  });
});
