import { Type, type Static } from 'typebox';
import { PRODUCT } from '../constants/product';
import { Email, Id, Nullable } from './common';

const Name = Type.String({ minLength: 1, maxLength: 80 });
const Username = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' });
// The password policy is the server's, as at sign-up; the schema only bounds the size.
const Password = Type.String({ minLength: 1, maxLength: 256 });

/** A parent's child (overview §3 "Child": id, first_name, last_name, user_information). */
export const Child = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  /** What the child signs in with, so the parent can tell them. */
  username: Type.String(),
  user_information: Type.Object({
    academic_level_id: Nullable(Id),
    /** The parent turned weekly leagues off for the child (issue 12). */
    leagues_blocked: Type.Boolean(),
  }),
});
export type Child = Static<typeof Child>;

/** The answer of `GET /users/children`: the signed-in parent's children, by first name. */
export const ChildList = Type.Array(Child);
export type ChildList = Static<typeof ChildList>;

/**
 * The body of `PATCH /users/children/{id}` (not shown in the spec): what a parent may change
 * about their child, at least one of them. A new password lets a parent help a child who forgot
 * theirs. Another parent's child answers 403. The answer is the child as it now is.
 */
export const ChildUpdate = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    academic_level_id: Type.Optional(Id),
    password: Type.Optional(Password),
    leagues_blocked: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export type ChildUpdate = Static<typeof ChildUpdate>;

/** Path parameters of `GET` and `POST /users/onboarding/{product}` and its sub-paths. */
export const ProductParams = Type.Object({ product: Type.Literal(PRODUCT) });

/** The query of `GET /users/onboarding/{product}` and the body of its `POST`. */
export const ProductOnboardingEmail = Type.Object({ email: Email });
export type ProductOnboardingEmail = Static<typeof ProductOnboardingEmail>;

/**
 * Where an e-mail stands on the product's buy page (the spec shows no fields): `account` has
 * no account yet, `child` is a parent with no child, `courses` has a child but no course,
 * `done` has bought. `GET` answers it; `POST` records the e-mail as starting (a parent account
 * waiting for its password, which a mailed link sets) and answers it too. An e-mail that
 * belongs to a student or staff account answers 409: the buy page is for parents.
 */
export const ProductOnboarding = Type.Object({
  email: Email,
  step: Type.Union([
    Type.Literal('account'),
    Type.Literal('child'),
    Type.Literal('courses'),
    Type.Literal('done'),
  ]),
});
export type ProductOnboarding = Static<typeof ProductOnboarding>;

/** The answer of `GET /users/onboarding/{product}/parent`: the signed-in parent's step and children. */
export const ParentOnboarding = Type.Object({
  step: ProductOnboarding.properties.step,
  children: ChildList,
});
export type ParentOnboarding = Static<typeof ParentOnboarding>;

/**
 * The body of `POST .../parent/link-child-account` (not shown in the spec): the parent proves
 * the child's existing student account by its sign-in. Answers the linked child; a wrong
 * sign-in answers 400 without saying which half was wrong, a child already linked 409.
 */
export const LinkChildBody = Type.Object({
  username_or_email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Password,
});
export type LinkChildBody = Static<typeof LinkChildBody>;

/**
 * The body of `POST .../parent/create-child-account` (not shown in the spec): a new student
 * account, in the parent's school, that signs in with this username and password. Children
 * often have no e-mail, so none is asked. Answers the new child; a taken username answers 409.
 */
export const CreateChildBody = Type.Object({
  first_name: Name,
  last_name: Name,
  username: Username,
  password: Password,
  academic_level_id: Id,
});
export type CreateChildBody = Static<typeof CreateChildBody>;
