import { Signup } from '@kyu/widgets/signup';
import type { PageProps } from './page-props';

/**
 * /{product}/signup and /signup. Once the account is signed in the guard moves the visitor
 * on (sign-up is for guests), to the redeem page when they came with a code, else home.
 */
export function SignupPage({ route }: PageProps) {
  return (
    <>
      <h1>Create your account</h1>
      <Signup defaultRole={route.name === 'signup' ? 'parent' : 'student'} loginHref="/login" />
    </>
  );
}
