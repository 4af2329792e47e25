import { expect, test } from '@playwright/test';
import { KYU } from '../origins';
import { DEMO_PASSWORD } from '@kyu/test-support/demo';
import { apiToken } from './helpers';

// PUBLIC_URL says localhost (as the suite's server does); a parent opened Kyu at 127.0.0.1.
const LOOPBACK = KYU.replace('//localhost:', '//127.0.0.1:');

test('a parent who opened Kyu at 127.0.0.1 checks out and comes back to 127.0.0.1', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'parent@example.com')}` };
  const api = `${LOOPBACK}/api/v1`;
  const [child] = (await (await request.get(`${api}/users/children`, { headers })).json()) as {
    id: number;
  }[];
  expect(child, "the demo parent's child").toBeTruthy();
  const products = (await (
    await request.get(`${api}/subscription/products?student_id=${child!.id}`, { headers })
  ).json()) as { price_id: string }[];
  const checkout = (priceId: string, appDomain: string) =>
    request.post(`${api}/subscription/checkout`, {
      headers,
      data: {
        app_domain: appDomain,
        student_id: child!.id,
        price_ids: [priceId],
        checkout_mode: 'monthly',
      },
    });

  // Another port on the same machine is someone else's program: still refused.
  expect((await checkout(products[0]!.price_id, 'http://127.0.0.1:1/shop')).status()).toBe(400);

  let url: string | undefined;
  for (const product of products) {
    const res = await checkout(product.price_id, `${LOOPBACK}/academy/parent`);
    if (res.status() === 409) continue; // a course the child already has
    expect(res.status(), await res.text()).toBe(200);
    url = ((await res.json()) as { checkout_url: string }).checkout_url;
    break;
  }
  expect(url, 'a course on sale to the child').toBeTruthy();
  // The parent is signed in on the address they opened (a session is kept per origin), so the
  // page they come back to is theirs, not the sign-in page.
  await page.goto(`${LOOPBACK}/login`);
  await page.getByLabel('Email').fill('parent@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${LOOPBACK}/academy/`));
  await page.goto(url!);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(`${LOOPBACK}/academy/checkout/cancelled`);
});
