/**
 * The default terms and privacy texts, written plainly for a school service. `{service}` is the
 * brand or school's site name and `{operator}` who runs it. A school replaces either text with
 * its own (the white-label record's `terms_text` and `privacy_text`, set in the console); every
 * other site shows these, kept here apart from the pages so a deployment can replace them in
 * one place.
 */
export type LegalText = readonly (readonly [heading: string, body: string])[];

export const TERMS: LegalText = [
  [
    'Who we are',
    '{service} is a practice and tutoring service run by {operator}. By making an account or using the service you agree to these terms.',
  ],
  [
    'Accounts',
    'Students use accounts made by their school or by a parent. Parents are responsible for the accounts they make for their children and for keeping passwords private. Tell us at once if you think someone else is using your account.',
  ],
  [
    'Children',
    'A child under the age of digital consent where they live may use the service only through their school or with a parent’s or guardian’s consent. A parent who makes a child’s account gives that consent.',
  ],
  [
    'Courses and payments',
    'Courses are sold as monthly or yearly subscriptions. Payments are taken by our payment provider; we never see or keep full card numbers. A subscription renews until you cancel it; after a cancel, access lasts until the end of the period already paid for.',
  ],
  [
    'Fair use',
    'Use the service to learn. Do not try to break it, get at other people’s data, or share answers in ways your school does not allow. We may suspend an account that does.',
  ],
  [
    'The AI coach',
    'The coach’s explanations are generated and can be wrong. Marks and hints are there to help practice, not to replace a teacher’s judgement.',
  ],
  [
    'Changes and contact',
    'We may change these terms and will say so on this page. Questions go through the support page.',
  ],
];

export const PRIVACY: LegalText = [
  [
    'What we keep',
    'Account details (name, username, e-mail where there is one, school year), what a student practises and the marks they get, messages to the coach, and for parents the children they manage and their subscriptions.',
  ],
  [
    'Why',
    'To run the service: to mark work, coach, show progress to the student, their parents and their teachers, and to take payments. We do not sell personal data and show no advertising.',
  ],
  [
    'Children’s data',
    'Children’s accounts are made by their school or with a parent’s consent. A child’s results are seen by the child, their parents and their school’s staff, nobody else. A parent can correct their child’s details at any time and ask for the account to be deleted.',
  ],
  [
    'Payments',
    'Payments go through our payment provider, which keeps the card details under its own privacy policy. We keep what was bought, for whom and when.',
  ],
  [
    'Who else handles data',
    'Our hosting, e-mail and payment providers, and an AI model provider when the school has chosen one, each only to do their part of the service.',
  ],
  [
    'How long',
    'For as long as the account is open, then deleted, except what the law requires us to keep (records of payments).',
  ],
  [
    'Your rights and contact',
    'You may ask to see, correct or delete your data, and a parent may do so for their child, through the support page. {operator} is responsible for this data.',
  ],
];

/** A school's plain text cut into paragraphs at blank lines, each trimmed, empty ones dropped. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
