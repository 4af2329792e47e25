import { PRODUCT } from '@kyu/core/constants';
import { Redeem } from '@kyu/widgets/redeem';
import type { PageProps } from './page-props';

/** The code a link carries: `/redeem/{code}`, or `?code=` on the product's redemption page. */
const codeOf = ({ params, search }: PageProps) =>
  params.code ?? new URLSearchParams(search).get('code') ?? undefined;

/** /redeem and /redeem/{code}: check a code from a card or a link, and redeem it. */
export function RedeemPage(props: PageProps) {
  return (
    <>
      <h1>Redeem a code</h1>
      <p>Type the code from your card. Letters may be in any case; the dashes are optional.</p>
      <Redeem code={codeOf(props)} />
      <p>
        <a href={`/${PRODUCT}/dashboard`}>Back to your dashboard</a>
      </p>
    </>
  );
}

/**
 * /{product}/product-redemption: a signed-in parent chooses which child a code is for. The code
 * comes with `?code=` from the page that sent them here, or is typed.
 */
export function ProductRedemptionPage(props: PageProps) {
  return (
    <>
      <h1>Choose a child</h1>
      <p>Choose which of your children the code unlocks its courses for.</p>
      <Redeem code={codeOf(props)} />
      <p>
        <a href={`/${PRODUCT}/dashboard`}>Back to your dashboard</a>
      </p>
    </>
  );
}
