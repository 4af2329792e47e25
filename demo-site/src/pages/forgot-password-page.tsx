import { ForgotPassword } from '@kyu/widgets/forgot-password';
import type { PageProps } from './page-props';

/** /{product}/forget-password; `?from=buy` marks a visitor from the subscription page. */
export function ForgotPasswordPage({ search }: PageProps) {
  const fromNewBuyPage = new URLSearchParams(search).get('from') === 'buy';
  return (
    <>
      <h1>Forgot your password?</h1>
      <ForgotPassword fromNewBuyPage={fromNewBuyPage} loginHref="/login" />
    </>
  );
}
