import { beforeEach, describe, expect, it } from 'vitest';
import type { WhiteLabel } from '../contract';
import { makeWhiteLabel, noColours } from '@kyu/test-support/data';
import { call, json, mockFetch, noContent, problem } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import {
  $brand,
  $brandVariables,
  $portal,
  $schoolName,
  $whiteLabel,
  brandCssVariables,
  brandFromHostname,
  brandName,
  contrastRatio,
  faviconLinks,
  initialFavicon,
  isBrandId,
  isTeachHost,
  loadWhiteLabel,
  pageTitle,
  portalFromHostname,
  readableOn,
  startBranding,
  themesEnabled,
} from '.';

const whiteLabel = (overrides: Partial<WhiteLabel> = {}): WhiteLabel =>
  makeWhiteLabel({ colours: { ...noColours(), primary: '#112233' }, ...overrides });

beforeEach(() => {
  resetCore();
  $whiteLabel.set(null);
  $brand.set('default');
});

describe('brand table', () => {
  it('picks the brand from the hostname', () => {
    expect(brandFromHostname('academy.localhost')).toBe('academy');
    expect(brandFromHostname('kyu-second.example')).toBe('second');
    expect(brandFromHostname('fourth.kyu.example')).toBe('fourth');
    expect(brandFromHostname('chat.kyu.example')).toBe('chatbot');
    expect(brandFromHostname('kyu-chatbot.example')).toBe('chatbot');
    expect(brandFromHostname('localhost')).toBe('default');
  });

  it('accepts only known brand ids', () => {
    expect(isBrandId('academy')).toBe(true);
    expect(isBrandId('Academy')).toBe(false);
  });

  it('recognises teach hosts', () => {
    expect(isTeachHost('teach.kyu.example')).toBe(true);
    expect(isTeachHost('kyu-teach.example')).toBe(true);
    expect(isTeachHost('teacher-stories.example')).toBe(false);
  });

  it('is the academy portal when the hostname contains the academy domain', () => {
    expect(portalFromHostname('academy.localhost')).toBe('academy');
    expect(portalFromHostname('localhost')).toBe('ai_create');
  });

  it('titles a page with the route title plus the brand name', () => {
    expect(pageTitle('Sign in', 'academy')).toBe('Sign in | Kyu Academy');
    expect(pageTitle('Sign in', 'default')).toBe('Sign in | Kyu');
  });

  it("uses a white-label school's page title as the brand name", () => {
    expect(brandName('second', whiteLabel({ page_title: 'Hillside Learning' }))).toBe(
      'Hillside Learning',
    );
  });

  it('enables themes for the second and academy brands only', () => {
    expect(
      ['default', 'second', 'academy', 'fourth', 'chatbot'].filter((b) =>
        themesEnabled(b as never),
      ),
    ).toEqual(['second', 'academy']);
  });

  it('links favicons at 16, 32, 96 and 128 px for the default brand', () => {
    expect(faviconLinks('default').map((l) => l.sizes)).toEqual([
      '16x16',
      '32x32',
      '96x96',
      '128x128',
    ]);
    expect(faviconLinks('default')[0]?.href).toBe('/favicons/default/favicon-16.png');
  });

  it('replaces the favicons with a white-label favicon', () => {
    const links = faviconLinks(
      'second',
      whiteLabel({ images: { ...whiteLabel().images, favicon: '/f.ico' } }),
    );
    expect(links.map((l) => l.href)).toEqual(['/f.ico']);
  });

  it('gives a school without a favicon its initial on its primary colour', () => {
    const [link, ...more] = faviconLinks(
      'default',
      whiteLabel({ school_name: 'Hillside Academy', page_title: null }),
    );
    expect(more).toEqual([]);
    expect(link?.type).toBe('image/svg+xml');
    const svg = decodeURIComponent(link!.href.replace('data:image/svg+xml,', ''));
    expect(svg).toContain('fill="#112233"');
    expect(svg).toContain('>H</text>');
  });

  it('draws a favicon in the default colour when a colour is no hex colour, and no letter for no name', () => {
    const svg = decodeURIComponent(initialFavicon('  ', 'red"/><script>'));
    expect(svg).toContain('fill="#3B4CCA"');
    expect(svg).not.toContain('script');
    expect(svg).toContain('></text>');
  });

  it('uses the spec primary colours of the second and academy brands', () => {
    expect(brandCssVariables('second')['--kyu-primary']).toBe('#54B7B4');
    expect(brandCssVariables('academy')['--kyu-primary']).toBe('#096787');
  });

  it('lays white-label colours over the brand colours', () => {
    const vars = brandCssVariables('academy', whiteLabel());
    expect(vars['--kyu-primary']).toBe('#112233');
    expect(vars['--kyu-secondary1']).toBe(brandCssVariables('academy')['--kyu-secondary1']);
  });

  it('picks dark text on light primaries and white on dark ones', () => {
    expect(readableOn('#54B7B4')).toBe('#111827');
    expect(readableOn('#096787')).toBe('#FFFFFF');
  });

  it('gives the WCAG contrast ratio either way round, 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#3B4CCA', '#3B4CCA')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('branding stores', () => {
  it('looks up the white-label record at start-up for a non-default brand', async () => {
    const record = whiteLabel();
    const fetch = mockFetch(json(record));
    await startBranding({ hostname: 'academy.localhost' });
    expect(call(fetch).method).toBe('GET');
    expect(call(fetch).url).toContain('/auth/white-label?domain=academy.localhost');
    expect($brand.get()).toBe('academy');
    expect($portal.get()).toBe('academy');
    expect($whiteLabel.get()).toEqual(record);
  });

  it("looks up a school's own domain, the default brand, like any other and applies its record", async () => {
    const record = whiteLabel({ page_title: 'Hillside Academy' });
    const fetch = mockFetch(json(record));
    await startBranding({ hostname: 'hillside.localhost' });
    expect(call(fetch).url).toContain('domain=hillside.localhost');
    expect($brand.get()).toBe('default');
    expect($whiteLabel.get()).toEqual(record);
    expect($brandVariables.get()['--kyu-primary']).toBe('#112233');
    expect(pageTitle('Sign in', $brand.get(), $whiteLabel.get())).toBe(
      'Sign in | Hillside Academy',
    );
    expect($schoolName.get()).toBe('Hillside Academy');
  });

  it("looks up the domain a school's page names rather than the page's hostname", async () => {
    const fetch = mockFetch(json(whiteLabel()));
    await startBranding({ hostname: 'www.hillside.example', domain: 'hillside.localhost' });
    expect(call(fetch).url).toContain('domain=hillside.localhost');
  });

  it('stays on the brand table, quietly, when Kyu answers that no school uses the domain', async () => {
    mockFetch(noContent());
    await startBranding({ hostname: 'localhost' });
    expect($whiteLabel.get()).toBeNull();
    expect($brandVariables.get()['--kyu-primary']).toBe('#3B4CCA');
  });

  it('makes no lookup when a record is already loaded', async () => {
    $whiteLabel.set(whiteLabel());
    const fetch = mockFetch();
    await startBranding({ hostname: 'second.example' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('honours a brand the page names', async () => {
    mockFetch(noContent());
    await startBranding({ hostname: 'localhost', brand: 'fourth' });
    expect($brand.get()).toBe('fourth');
  });

  it('falls back to the brand table when the lookup fails', async () => {
    mockFetch(problem(503, 'Unavailable'));
    await expect(startBranding({ hostname: 'localhost' })).resolves.toBeUndefined();
    expect($whiteLabel.get()).toBeNull();
  });

  it('resolves null for a domain without a record', async () => {
    mockFetch(noContent());
    await expect(loadWhiteLabel('nobody.example')).resolves.toBeNull();
    expect($whiteLabel.get()).toBeNull();
  });
});
