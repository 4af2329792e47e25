import { exchangeHandoff } from '@kyu/core/session';
import type { PageProps } from './page-props';
import { SignInStatus } from './sign-in-status';
import { useSignInOnce } from './use-sign-in-once';

/** /login/validation/:token: swaps a sign-in hand-off for a session, and goes home. */
export function LoginValidationPage({ params }: PageProps) {
  const error = useSignInOnce(() => exchangeHandoff(params['token'] ?? ''));
  return (
    <>
      <h1>Signing you in</h1>
      <SignInStatus error={error} />
    </>
  );
}
