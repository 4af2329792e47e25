import { PRODUCT } from '@kyu/core/constants';
import { afterSignInPath } from '@kyu/core/guard';
import { navigate } from '@kyu/core/router';
import { Login } from '@kyu/widgets/login';
import { rememberLinkEmail } from './link-email';
import type { PageProps } from './page-props';

/** /login: password or e-mailed link. A signed-in visitor is sent on by the guard. */
export function LoginPage({ search }: PageProps) {
  return (
    <>
      <h1>Sign in</h1>
      <Login
        forgotPasswordHref={`/${PRODUCT}/forget-password`}
        signupHref={`/${PRODUCT}/signup`}
        onSignedIn={() => navigate(afterSignInPath(search), { replace: true })}
        onLinkSent={(email) => {
          rememberLinkEmail(email);
          navigate('/magic-link/confirmation');
        }}
      />
    </>
  );
}
