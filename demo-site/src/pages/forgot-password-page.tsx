import { ForgotPassword } from '@kyu/widgets/forgot-password';
import type { PageProps } from './page-props';

/**
 * /{product}/forget-password; `?from_new_buy_page=true` (the subscription page's link) makes
 * the mailed link bring the visitor back there.
 */
export function ForgotPasswordPage({ search }: PageProps) {
  const fromNewBuyPage = new URLSearchParams(search).get('from_new_buy_page') === 'true';
  return (
    <>
      <h1>Forgot your password?</h1>
      <ForgotPassword fromNewBuyPage={fromNewBuyPage} loginHref="/login" />
    </>
  );
}
