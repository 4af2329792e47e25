import { PRODUCT } from '@kyu/core/constants';
import { navigate } from '@kyu/core/router';
import { Login } from '@kyu/widgets/login';
import { rememberLinkEmail } from './link-email';

/**
 * /login: password or e-mailed link. Once signed in, the guard sends the visitor on (to the
 * redeem page when they came with a code), so the page itself does not navigate.
 */
export function LoginPage() {
  return (
    <>
      <h1>Sign in</h1>
      <Login
        forgotPasswordHref={`/${PRODUCT}/forget-password`}
        signupHref={`/${PRODUCT}/signup`}
        onLinkSent={(email) => {
          rememberLinkEmail(email);
          navigate('/magic-link/confirmation');
        }}
      />
    </>
  );
}
