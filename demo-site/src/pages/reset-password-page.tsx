import { PRODUCT } from '@kyu/core/constants';
import { ResetPassword } from '@kyu/widgets/reset-password';
import type { PageProps } from './page-props';

/** /{product}/reset-password?token=…: the page a reset mail links to. */
export function ResetPasswordPage({ search }: PageProps) {
  const token = new URLSearchParams(search).get('token') ?? undefined;
  return (
    <>
      <h1>Choose a new password</h1>
      <ResetPassword
        token={token}
        loginHref="/login"
        forgotPasswordHref={`/${PRODUCT}/forget-password`}
      />
    </>
  );
}
