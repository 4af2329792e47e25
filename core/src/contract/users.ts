import { Type, type Static } from 'typebox';
import { Email, Id, Nullable } from './common';

/** The user's policy flag, as `PATCH /users/has-agreed-policy` answers it. */
export const PolicyFlag = Type.Object({ flag: Type.Object({ has_agreed_policy: Type.Boolean() }) });
export type PolicyFlag = Static<typeof PolicyFlag>;

/**
 * The onboarding answers. The spec leaves the fields open; these are what a tutor needs to
 * pitch its help: who the learner is, their level and subjects, and what they want from Kyu.
 * Progress is the share of these that are filled (core `onboardingProgress`).
 */
export const Onboarding = Type.Object({
  display_name: Nullable(Type.String({ maxLength: 80 })),
  academic_level_id: Nullable(Id),
  subject_ids: Type.Array(Id, { maxItems: 20 }),
  school_name: Nullable(Type.String({ maxLength: 120 })),
  learning_goal: Nullable(Type.String({ maxLength: 500 })),
  heard_about_us: Nullable(Type.String({ maxLength: 120 })),
});
export type Onboarding = Static<typeof Onboarding>;

/** The body of `PUT /users/onboarding`: any subset of the answers. */
export const OnboardingUpdate = Type.Partial(Onboarding);
export type OnboardingUpdate = Static<typeof OnboardingUpdate>;

/** The body of `PATCH /users/`: at least one of the names or the e-mail. */
export const ProfileUpdate = Type.Object(
  {
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    email: Type.Optional(Email),
  },
  { minProperties: 1 },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The profile fields a user may see and change about themselves. */
export const Profile = Type.Object({
  id: Id,
  username: Type.String(),
  email: Email,
  first_name: Type.String(),
  last_name: Type.String(),
  profile_pic_url: Nullable(Type.String()),
});
export type Profile = Static<typeof Profile>;

/** The answer of a profile-picture upload: the new picture's URL. */
export const ProfilePic = Type.Object({ profile_pic_url: Type.String() });
export type ProfilePic = Static<typeof ProfilePic>;

/** The query of `GET /users?email=`, the e-mail lookup. */
export const EmailQuery = Type.Object({ email: Email });
/** Whether an e-mail already has an account; checkout uses it to offer sign-in. */
export const EmailLookup = Type.Object({ email: Email, exists: Type.Boolean() });
export type EmailLookup = Static<typeof EmailLookup>;

/** The body of `POST /mailer/contact-us`. */
export const ContactUsBody = Type.Object({
  from_email: Email,
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type ContactUsBody = Static<typeof ContactUsBody>;

/** Profile pictures: formats recognised by their bytes, and the size limit. */
export const PROFILE_PIC_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_PIC_MAX_BYTES = 2 * 1024 * 1024;
