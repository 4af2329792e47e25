// What an integrator writes against the client that openapi-typescript generates from
// /api/v1/openapi.json. src/plugins/openapi-lint.test.ts generates generated/kyu-api.ts from the
// document the app publishes and compiles this file with it: a call renamed, a field dropped or
// a problem response gone from the document fails the test here, as it would in a school's build.
import type { components, operations, paths } from './generated/kyu-api';

type Problem = components['schemas']['Problem'];
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : never;
type JsonAnswer<Op, Status extends number> = Op extends {
  responses: { [S in Status]: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
type ProblemOf<Op, Status extends number> = Op extends {
  responses: { [S in Status]: { content: { 'application/problem+json': infer P } } };
}
  ? P
  : never;

type LogIn = operations['logIn'];
type Session = JsonAnswer<LogIn, 200>;
type GetOnboarding = paths['/api/v1/users/onboarding']['get'];

/** True only when both are the same type (`never` is not a problem response). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every error the document lists is the one Problem shape. */
export const problemShapes: [
  Same<ProblemOf<GetOnboarding, 401>, Problem>,
  Same<ProblemOf<LogIn, 429>, Problem>,
  Same<ProblemOf<operations['updateSchool'], 404>, Problem>,
] = [true, true, true];

async function call<Answer>(base: string, path: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(((await res.json()) as Problem).detail ?? res.statusText);
  return (await res.json()) as Answer;
}

/** Signs in with a password and reads the onboarding answers with the session's token. */
export async function onboardingOf(base: string, email: string, password: string) {
  const body: JsonBody<LogIn> = { login_type: 'password', email, password };
  const session = await call<Session>(base, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const token: string = session.access_token;
  return call<JsonAnswer<GetOnboarding, 200>>(base, '/api/v1/users/onboarding', {
    headers: { authorization: `Bearer ${token}` },
  });
}
