import { PRODUCT } from '@kyu/core/constants';
import { ResetPassword } from '@kyu/widgets/reset-password';
import type { PageProps } from './page-props';

/**
 * /{product}/reset-password?token=…: the page a reset mail links to. A visitor who started
 * from the subscription page (`from_new_buy_page=true`) signs in again at checkout.
 */
export function ResetPasswordPage({ search }: PageProps) {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? undefined;
  const loginHref =
    query.get('from_new_buy_page') === 'true' ? `/${PRODUCT}/checkout/login` : '/login';
  return (
    <>
      <h1>Choose a new password</h1>
      <ResetPassword
        token={token}
        loginHref={loginHref}
        forgotPasswordHref={`/${PRODUCT}/forget-password`}
      />
    </>
  );
}
