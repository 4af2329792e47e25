import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

// A detached script element: happy-dom would try to fetch an attached one.
const pageWith = (attrs: Record<string, string>) => {
  const element = document.createElement('script');
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
  return { element, url: element.src };
};

describe('readSettings', () => {
  it('reads the API base, relative to the script, and the brand from data attributes', () => {
    const page = pageWith({
      src: 'https://kyu.example/widgets/kyu.js',
      'data-api': '/api/v1',
      'data-brand': 'academy',
    });
    expect(readSettings(page)).toEqual({ apiBase: 'https://kyu.example/api/v1', brand: 'academy' });
  });

  it('reads the school domain for the coach', () => {
    const page = pageWith({
      src: 'https://kyu.example/widgets/kyu.js',
      'data-school': 'hillside.localhost',
    });
    expect(readSettings(page).school).toBe('hillside.localhost');
  });

  it('reads the API relative to where the script came from, past a redirect', () => {
    const script = pageWith({ src: 'https://school.example/vendor/tutor.js', 'data-api': 'api' });
    expect(readSettings({ ...script, url: 'https://kyu.example/widgets/kyu.js' }).apiBase).toBe(
      'https://kyu.example/widgets/api',
    );
  });

  it("defaults the API to /api/v1 on the script's origin", () => {
    expect(readSettings(pageWith({ src: 'https://kyu.example/widgets/kyu.js' }))).toEqual({
      apiBase: 'https://kyu.example/api/v1',
    });
  });

  it('reads the pupil token from data-identity, an empty one as nobody signed in', () => {
    const src = 'https://kyu.example/widgets/kyu.js';
    expect(readSettings(pageWith({ src, 'data-identity': ' eyJ.x.y ' })).identity).toBe('eyJ.x.y');
    expect(readSettings(pageWith({ src, 'data-identity': '' })).identity).toBe('');
    expect(readSettings(pageWith({ src }))).not.toHaveProperty('identity');
  });
});
