import { loginWithMagicLink, validateMagicLink } from '@kyu/core/session';
import type { PageProps } from './page-props';
import { SignInStatus } from './sign-in-status';
import { useSignInOnce } from './use-sign-in-once';

/** /magic-link/validation/:token: checks the link, signs in with it, and goes home. */
export function MagicLinkValidationPage({ params }: PageProps) {
  const token = params['token'] ?? '';
  const error = useSignInOnce(async () => {
    const { email } = await validateMagicLink(token);
    await loginWithMagicLink(token, email);
  });
  return (
    <>
      <h1>Signing you in</h1>
      <SignInStatus error={error} />
    </>
  );
}
