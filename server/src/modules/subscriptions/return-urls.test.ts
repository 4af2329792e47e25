import { describe, expect, it } from 'vitest';
import { makeSchool } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { PRODUCT } from '@kyu/core/contract';
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

  it('returns to the loopback alias a parent opened Kyu at, on its scheme and port', async () => {
    const local = ['http://localhost:8080'];
    for (const origin of [
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://academy.localhost:8080',
    ]) {
      const urls = await returnUrlsFor(t.db, local, `${origin}/${PRODUCT}/parent/cart`);
      expect(urls.successUrl, origin).toMatch(
        new RegExp(`^${escape(origin)}/${PRODUCT}/checkout/success\\?`),
      );
      expect(urls.cancelUrl).toBe(`${origin}/${PRODUCT}/checkout/cancelled`);
    }
  });

  it('refuses a loopback page on another port or scheme, and loopback pages when Kyu is not on loopback', async () => {
    const local = (page: string) =>
      returnUrlsFor(t.db, ['http://localhost:8080'], page).then(
        () => 200,
        (error: { status: number }) => error.status,
      );
    expect(await local('http://127.0.0.1:9999/shop')).toBe(400);
    expect(await local('https://127.0.0.1:8080/shop')).toBe(400);
    expect(await local('http://localhost.evil.test:8080/shop')).toBe(400);
    expect(await local('http://127.0.0.1.evil.test:8080/shop')).toBe(400);
    expect(await status('http://localhost/shop')).toBe(400);
    expect(await status('http://127.0.0.1/shop')).toBe(400);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
