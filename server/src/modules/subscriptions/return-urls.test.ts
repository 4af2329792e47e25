import { describe, expect, it } from 'vitest';
import { makeSchool } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { returnUrlsFor } from './return-urls';

const KYU = ['http://kyu.test'];

describe('checkout return pages', () => {
  const t = useTestApp();
  const status = (appDomain: string) =>
    returnUrlsFor(t.db, KYU, appDomain).then(
      () => 200,
      (error: { status: number }) => error.status,
    );

  it("returns to a school's page given in any form of its domain, as the page was given", async () => {
    await makeSchool(t.db, { domainName: 'pine-return.example' });
    for (const page of [
      'https://pine-return.example/shop',
      'https://www.pine-return.example/shop',
      'https://WWW.Pine-Return.Example:8443/shop?term=2',
      'https://pine-return.example./shop',
    ]) {
      const urls = await returnUrlsFor(t.db, KYU, page);
      expect(urls.cancelUrl, page).toContain(new URL(page).host);
      expect(urls.successUrl).toContain('kyu_checkout=success');
    }
  });

  it("refuses a closed school's page, and a look-alike host under another domain", async () => {
    await makeSchool(t.db, { domainName: 'closed-return.example', isActive: false });
    await makeSchool(t.db, { domainName: 'fir-return.example' });
    expect(await status('https://closed-return.example/shop')).toBe(400);
    expect(await status('https://fir-return.example.evil.test/shop')).toBe(400);
    expect(await status('https://wwwfir-return.example/shop')).toBe(400);
  });
});
