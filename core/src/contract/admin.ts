import { Type, type Static } from 'typebox';
import { Email, Id, Nullable } from './common';
import { Colours, Images, LEGAL_TEXT_MAX } from './schools';
import { LeagueScope } from './play';

/**
 * The query of a ra-data-simple-rest list: JSON-encoded `sort` (`["field","ASC"]`), `range`
 * (`[0,24]`, inclusive) and `filter` (`{"q":"…"}`). The answer carries `Content-Range`.
 */
export const ListQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ListQuery = Static<typeof ListQuery>;

/** A school as the console lists and shows it. */
export const AdminSchool = Type.Object({
  id: Id,
  school_name: Type.String(),
  domain_name: Nullable(Type.String()),
  page_title: Nullable(Type.String()),
  terms_text: Nullable(Type.String()),
  privacy_text: Nullable(Type.String()),
  colours: Colours,
  images: Images,
  is_active: Type.Boolean(),
  /** Weekly leagues for the school's students, grouped by school or by class (issue 12). */
  leagues_enabled: Type.Boolean(),
  league_scope: LeagueScope,
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminSchool = Static<typeof AdminSchool>;

/** What the console may set when it creates or edits a school. */
export const AdminSchoolInput = Type.Object({
  school_name: Type.String({ minLength: 1, maxLength: 120 }),
  domain_name: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 300,
        description:
          "The school's site, saved normalised and unique so: lower case, without `www.`, a " +
          'trailing dot, a port or a scheme, an international name as punycode ' +
          '(`Bücher.example` is saved as `xn--bcher-kva.example`). Not a host name once ' +
          'normalised: 400; the domain of another school in any of these forms: 409.',
      }),
    ),
  ),
  page_title: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  /** Plain text shown on the school's legal pages; blank (after trimming) shows Kyu's default. */
  terms_text: Type.Optional(Nullable(Type.String({ maxLength: LEGAL_TEXT_MAX }))),
  privacy_text: Type.Optional(Nullable(Type.String({ maxLength: LEGAL_TEXT_MAX }))),
  colours: Type.Optional(Type.Partial(Colours)),
  is_active: Type.Optional(Type.Boolean()),
  leagues_enabled: Type.Optional(Type.Boolean()),
  league_scope: Type.Optional(LeagueScope),
});
export type AdminSchoolInput = Static<typeof AdminSchoolInput>;

/** A user as the console lists and shows it (no token, no password). */
export const AdminUser = Type.Object({
  id: Id,
  email: Email,
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  user_role_id: Type.Integer({ minimum: 1, maximum: 6 }),
  teacher_role_id: Nullable(Type.Integer({ minimum: 1, maximum: 3 })),
  school_id: Nullable(Id),
  is_active: Type.Boolean(),
  last_logged_in: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminUser = Static<typeof AdminUser>;

/** What an admin may change on a user: activation, names, role and school. */
export const AdminUserUpdate = Type.Partial(
  Type.Object({
    first_name: Type.String({ minLength: 1, maxLength: 80 }),
    last_name: Type.String({ minLength: 1, maxLength: 80 }),
    is_active: Type.Boolean(),
    user_role_id: Type.Integer({ minimum: 1, maximum: 6 }),
    teacher_role_id: Nullable(Type.Integer({ minimum: 1, maximum: 3 })),
    school_id: Nullable(Id),
  }),
);
export type AdminUserUpdate = Static<typeof AdminUserUpdate>;
