import { PRINCIPALS, type Principal } from '../api/principals';

/**
 * Who may call each operation of the published API: one row per operation, keyed as the
 * OpenAPI document names it (`METHOD /api/v1/path/{param}`). Everyone in `allow` must get a
 * 2xx for a well-formed call on the first school's records (Hillside); everyone else a 401, 403
 * or 404. Outsiders (the second school's staff, and a curriculum guest of no school; see
 * ../api/principals.ts) never see Hillside's records.
 *
 * Adding a route? Add its row here, saying who may call it. `permissions.test.ts` fails for an
 * operation without a row and prints the row to add; if a well-formed call needs more than its
 * schema's example (a record it uses up, a body the schema cannot guess), add an entry to
 * ARRANGE in `../api/arrange.ts`.
 */
export interface Expectation {
  allow: readonly Principal[];
  /**
   * Why a call that anyone may make can answer the first school's records to the second
   * school's staff (its answer is public by design); a cross-school read otherwise.
   */
  public?: string;
}

const anyone = PRINCIPALS;
const signedIn = PRINCIPALS.filter((who) => who !== 'anonymous');
const student = ['student'] as const;
const admins = ['schoolAdmin', 'superAdmin', 'otherAdmin'] as const;
const hillsideAdmins = ['schoolAdmin', 'superAdmin'] as const;
const hillsideStaff = ['teacher', 'teacherAdmin', 'schoolAdmin'] as const;
/** Teachers of either school, and of the first. */
const teachers = ['teacher', 'teacherAdmin', 'otherTeacher'] as const;
const hillsideTeachers = ['teacher', 'teacherAdmin'] as const;
/** Who may use the first school's class: its teacher (a member), teacher-admin and admins. */
const classStaff = [...hillsideTeachers, ...hillsideAdmins] as const;
/** Who writes the first school's questions: its teachers and admins, and Kyu's staff. */
const writers = [...hillsideStaff, 'superAdmin', 'curriculum'] as const;
/** Who reads the first school's answer keys: its writers (a guest reads its own school's only). */
const keyReaders = writers;
/** Who teaches with the first school's lessons: its staff and Kyu's administrators. */
const lessonStaff = [...hillsideStaff, 'superAdmin'] as const;
/** Who reads the first school's lessons: its students, too. */
const lessonReaders = ['student', ...lessonStaff] as const;
/** Who reads worksheets: teachers and admins of a school (their own), and Kyu's staff. */
const worksheetReaders = [
  ...teachers,
  'schoolAdmin',
  'otherAdmin',
  'superAdmin',
  'curriculum',
] as const;
const hillsideWorksheetReaders = [
  ...hillsideTeachers,
  'schoolAdmin',
  'superAdmin',
  'curriculum',
] as const;
/** Who reads the first school's published questions: its people, and Kyu's staff. */
const hillsideReaders = ['student', 'parent', ...keyReaders] as const;

export const EXPECTATIONS: Record<string, Expectation> = {
  'POST /api/v1/auth/signup': { allow: anyone },
  'POST /api/v1/auth/login': { allow: anyone },
  // The signed token, not a session, says who may: a school's server signs it for its pupil.
  'POST /api/v1/auth/embed-token': { allow: anyone },
  'POST /api/v1/auth/logout': { allow: signedIn },
  'POST /api/v1/auth/magic-link': { allow: anyone },
  'GET /api/v1/auth/magic-link/{token}/validate': { allow: anyone },
  'GET /api/v1/auth/token/{id}': { allow: anyone },
  'GET /api/v1/auth/google/{jwt}/validate': { allow: anyone },
  'GET /api/v1/auth/apple/{code}/validate': { allow: anyone },
  'POST /api/v1/auth/white-label': {
    allow: anyone,
    public: "a school's branding is what its own site shows every visitor",
  },
  'GET /api/v1/auth/white-label': {
    allow: anyone,
    public: "a school's branding is what its own site shows every visitor",
  },
  'POST /api/v1/auth/password/reset/link': { allow: anyone },
  'POST /api/v1/auth/password/reset': { allow: anyone },

  'PATCH /api/v1/users/has-agreed-policy': { allow: signedIn },
  'GET /api/v1/users/onboarding': { allow: signedIn },
  'PUT /api/v1/users/onboarding': { allow: signedIn },
  'PATCH /api/v1/users': { allow: signedIn },
  'PATCH /api/v1/users/{id}/profile-pic': { allow: signedIn },
  'GET /api/v1/users': {
    allow: ['teacher', 'teacherAdmin', 'schoolAdmin', 'superAdmin', 'otherTeacher', 'otherAdmin'],
  },
  'POST /api/v1/mailer/contact-us': { allow: anyone },
  'GET /api/v1/users/children': { allow: ['parent'] },
  'PATCH /api/v1/users/children/{id}': { allow: ['parent'] },
  // The buy page is anonymous; a stranger learns an address has an account, not its step.
  'GET /api/v1/users/onboarding/{product}': { allow: anyone },
  'POST /api/v1/users/onboarding/{product}': { allow: anyone },
  'GET /api/v1/users/onboarding/{product}/parent': { allow: ['parent'] },
  'POST /api/v1/users/onboarding/{product}/parent/link-child-account': { allow: ['parent'] },
  'POST /api/v1/users/onboarding/{product}/parent/create-child-account': { allow: ['parent'] },
  // The referral pages are the parent area's; any parent may check a code's quota before redeeming it.
  'GET /api/v1/users/referral': { allow: ['parent'] },
  'GET /api/v1/users/referral/quota': { allow: ['parent'] },
  'GET /api/v1/users/referral/redeemers': { allow: ['parent'] },
  'PATCH /api/v1/users/referral/redemption-status': { allow: ['parent'] },
  'GET /api/v1/users/referral/referred-quota': { allow: ['parent'] },
  // A child's reports: their parents', and the child's own.
  'GET /api/v1/users/children/hardest-question-report': { allow: ['parent', 'student'] },
  'GET /api/v1/analysis/weekly-student-statistics/{child}/subject/{subject}': {
    allow: ['parent', 'student'],
  },

  // A school admin prices their school's courses; Kyu's catalogue is Kyu's administrators'.
  'GET /api/v1/admin/courses': { allow: admins },
  'GET /api/v1/admin/courses/{id}': { allow: hillsideAdmins },
  'PUT /api/v1/admin/courses/{id}': { allow: hillsideAdmins },
  'GET /api/v1/admin/schools': { allow: admins },
  'POST /api/v1/admin/schools': { allow: ['superAdmin'] },
  'GET /api/v1/admin/schools/{id}': { allow: hillsideAdmins },
  'PUT /api/v1/admin/schools/{id}': { allow: hillsideAdmins },
  'DELETE /api/v1/admin/schools/{id}': { allow: ['superAdmin'] },
  'PUT /api/v1/admin/schools/{id}/images/{slot}': { allow: hillsideAdmins },
  'DELETE /api/v1/admin/schools/{id}/images/{slot}': { allow: hillsideAdmins },
  'GET /api/v1/admin/schools/{id}/classes': { allow: hillsideAdmins },
  'GET /api/v1/admin/schools/{id}/embed-secrets': { allow: hillsideAdmins },
  'POST /api/v1/admin/schools/{id}/embed-secrets': { allow: hillsideAdmins },
  'POST /api/v1/admin/schools/{id}/embed-secrets/{secretId}/rotate': { allow: hillsideAdmins },
  'DELETE /api/v1/admin/schools/{id}/embed-secrets/{secretId}': { allow: hillsideAdmins },
  'GET /api/v1/admin/users': { allow: admins },
  'GET /api/v1/admin/users/{id}': { allow: hillsideAdmins },
  'PUT /api/v1/admin/users/{id}': { allow: hillsideAdmins },
  'GET /api/v1/admin/documents': { allow: admins },
  'POST /api/v1/admin/documents': { allow: admins },
  'GET /api/v1/admin/documents/{id}': { allow: hillsideAdmins },
  'DELETE /api/v1/admin/documents/{id}': { allow: hillsideAdmins },
  'GET /api/v1/admin/documents/{id}/text': { allow: hillsideAdmins },
  // Curriculum staff of no school work on Kyu's own assessments; the guest of no school reads
  // what Kyu published (../api/arrange-assessments.ts).
  'POST /api/v1/admin/assessments/generate': { allow: ['curriculum'] },
  'GET /api/v1/admin/assessments/generation/jobs/{jobId}': { allow: ['curriculum'] },
  'GET /api/v1/admin/assessments': {
    allow: ['curriculum', 'curriculumGuest'],
    public: "each reads its own school's assessments; the guest only published ones",
  },
  'POST /api/v1/admin/assessments/{id}/publish': { allow: ['curriculum'] },
  'GET /api/v1/admin/assessments/{id}/export.docx': {
    allow: ['curriculum', 'curriculumGuest'],
    public: 'Kyu published this assessment to curriculum guests',
  },
  'POST /api/v1/admin/documents/{id}/re-extract': { allow: hillsideAdmins },
  'POST /api/v1/admin/documents/generation': { allow: [...admins, 'curriculum'] },
  // A school admin moves their school's questions to and from Moodle; Kyu's are Kyu's admins'.
  'POST /api/v1/admin/questions/import': { allow: hillsideAdmins },
  'GET /api/v1/admin/questions/export': { allow: hillsideAdmins },
  // Every admin lists their own school's questions; the one named is the first school's.
  'GET /api/v1/admin/questions': { allow: admins },
  'GET /api/v1/admin/questions/{id}': { allow: hillsideAdmins },
  'PUT /api/v1/admin/questions/{id}': { allow: hillsideAdmins },
  'PATCH /api/v1/admin/questions/{id}/state': { allow: hillsideAdmins },
  'POST /api/v1/admin/questions/state': { allow: hillsideAdmins },
  'GET /api/v1/admin/prompts': { allow: admins },
  'POST /api/v1/admin/prompts': { allow: admins },
  'GET /api/v1/admin/prompts/{id}': { allow: hillsideAdmins },
  'PUT /api/v1/admin/prompts/{id}': { allow: hillsideAdmins },
  'DELETE /api/v1/admin/prompts/{id}': { allow: hillsideAdmins },
  'POST /api/v1/admin/prompts/test-run': { allow: admins },
  'GET /api/v1/admin/prompts/{id}/versions': { allow: hillsideAdmins },
  'POST /api/v1/admin/prompts/{id}/versions/{versionId}/restore': { allow: hillsideAdmins },
  // Every admin reads a logsheet: a school admin their own school's, Kyu's administrators all.
  'GET /api/v1/admin/logsheet': { allow: admins },
  // Every admin lists reported questions (their own school's); the report the call resolves is
  // on the first school's question, so Kyu's administrators and its own admin may resolve it.
  'GET /api/v1/admin/question-reports': { allow: admins },
  'PATCH /api/v1/admin/question-reports/{id}': { allow: hillsideAdmins },
  // Every admin reads their own school's home and statistics (Kyu's administrators every
  // school's); a student's detailed report is their own school's admins' and Kyu's.
  'GET /api/v1/admin/attention': { allow: admins },
  'GET /api/v1/admin/statistics': { allow: admins },
  'GET /api/v1/admin/statistics/feedback': { allow: admins },
  'GET /api/v1/admin/students/{studentId}/report': { allow: hillsideAdmins },

  'GET /api/v1/teachers/class': { allow: teachers },
  // The directory is any teacher's, of their own school; another school's person or class is 403.
  'GET /api/v1/teachers': { allow: teachers },
  'GET /api/v1/teachers/students': { allow: teachers },
  'GET /api/v1/teachers/parents': { allow: teachers },
  'GET /api/v1/teachers/students/{id}': { allow: hillsideTeachers },
  'GET /api/v1/teachers/parents/{id}': { allow: hillsideTeachers },
  'GET /api/v1/teachers/{id}': { allow: hillsideTeachers },
  'POST /api/v1/teachers/class': { allow: teachers },
  'GET /api/v1/teachers/class/{id}': { allow: hillsideTeachers },
  'POST /api/v1/teachers/class/{id}/assign': { allow: hillsideTeachers },
  'POST /api/v1/teachers/class/{id}/unassign': { allow: hillsideTeachers },
  'GET /api/v1/teachers/schools/details': { allow: teachers },
  // A school's codes are its teacher-admin's (the second school's sees its own, none of Hillside's).
  'GET /api/v1/teachers/activation-codes': { allow: ['teacherAdmin', 'otherTeacher'] },
  // A class is its school's teachers' (a plain teacher's own only) and admins', and Kyu's admins'.
  'GET /api/v1/classes': { allow: [...teachers, ...admins] },
  // Kyu's own admins belong to no school, so have none to make a class in.
  'POST /api/v1/classes': { allow: [...teachers, 'schoolAdmin', 'otherAdmin'] },
  'GET /api/v1/classes/{id}/students': { allow: classStaff },
  'PUT /api/v1/classes/{id}/students': { allow: classStaff },
  'GET /api/v1/classes/{id}/details': { allow: classStaff },
  'GET /api/v1/classes/{id}/topics': { allow: classStaff },
  'GET /api/v1/academic-levels': { allow: anyone },
  'GET /api/v1/subjects': { allow: anyone },
  'GET /api/v1/collectible-themes': { allow: anyone },
  'GET /api/v1/collectibles': { allow: anyone },

  'GET /api/v1/students/sticker-book': { allow: student },
  'PATCH /api/v1/students/sticker-book/seen': { allow: student },
  'GET /api/v1/students/collectible-themes/{id}/collectibles': { allow: student },
  'GET /api/v1/art/stickers/{code}.svg': { allow: anyone },
  'GET /api/v1/art/collectibles/{theme}-{n}.svg': { allow: anyone },

  'GET /api/v1/chat': { allow: signedIn },
  'POST /api/v1/chat/{id}/like': { allow: student },
  'POST /api/v1/chat/{id}/dislike': { allow: student },
  'POST /api/v1/chat/{id}/bookmark': { allow: student },
  'POST /api/v1/chat/generate': { allow: signedIn },
  'POST /api/v1/chat/{id}/survey-response': { allow: student },
  'POST /api/v1/chat/{id}/speech': { allow: student },
  'GET /api/v1/chat/public/{sessionId}': { allow: anyone },
  'POST /api/v1/chat/public/{session}/{message}/like': { allow: anyone },
  'POST /api/v1/chat/public/{session}/{message}/dislike': { allow: anyone },
  'POST /api/v1/chat/stream': { allow: signedIn },
  'POST /api/v1/chat/public/stream/{sessionId}': { allow: anyone },
  'POST /api/v1/chat/public/title/{sessionId}': { allow: anyone },

  // Asked by ids, anyone signed in is answered: with the questions they may see, or none.
  'GET /api/v1/questions': { allow: signedIn },
  'PUT /api/v1/questions': { allow: writers },
  'GET /api/v1/questions/course-taggings/{id}': { allow: hillsideReaders },
  'GET /api/v1/questions/filtered': { allow: keyReaders },
  'GET /api/v1/classes/{classId}/students/{studentId}/difficulty-count': {
    allow: [...hillsideStaff, 'superAdmin'],
  },
  'GET /api/v1/questions/documents/{id}': { allow: keyReaders },
  'GET /api/v1/questions/{id}/answers': { allow: keyReaders },
  'GET /api/v1/questions/{id}/referenced': { allow: keyReaders },
  'GET /api/v1/questions/passages/{id}': { allow: hillsideReaders },
  'GET /api/v1/questions/passages/{id}/demo': { allow: anyone },
  'POST /api/v1/questions/{id}/report': { allow: hillsideReaders },
  'POST /api/v1/questions/{id}/report/public': { allow: anyone },
  'GET /api/v1/questions/{id}/audio': { allow: hillsideReaders },
  'PATCH /api/v1/questions/{id}/audio': { allow: writers },
  'GET /api/v1/questions/{id}/audio/{filename}': { allow: anyone },
  'DELETE /api/v1/questions/{id}': { allow: writers },
  'POST /api/v1/questions/preview/mark': { allow: keyReaders },

  'GET /api/v1/quiz': { allow: student },
  'GET /api/v1/quiz/{id}': { allow: student },
  'GET /api/v1/quiz/{id}/demo': { allow: anyone },
  'GET /api/v1/quiz/{id}/evaluations': { allow: student },
  'PATCH /api/v1/quiz/evaluations/{id}': { allow: student },
  'GET /api/v1/quiz/evaluations/{id}': { allow: student },
  'PATCH /api/v1/quiz/evaluation-questions': { allow: student },
  'POST /api/v1/quiz/evaluations/{id}/feedback': { allow: student },
  'GET /api/v1/quiz/evaluations/{id}/bookmarks': { allow: student },
  'POST /api/v1/quiz/evaluations/{id}/bookmarks': { allow: student },
  'POST /api/v1/quiz/revision': { allow: student },
  // A visitor submits the demo attempt their session id holds.
  'POST /api/v1/quiz/{id}/submit': { allow: ['student', 'anonymous'] },
  'POST /api/v1/quiz/{id}/test-submit': { allow: writers },
  'PUT /api/v1/quiz/shared/attempts': { allow: anyone },
  'POST /api/v1/quiz/shared/attempts/question': { allow: anyone },
  // The quiz's owner (teacher) and its school's staff.
  'GET /api/v1/quiz/shared/attempters': { allow: [...hillsideStaff, 'superAdmin'] },

  // Kyu's catalogue is anyone's to browse; a school's own courses are its people's, and Kyu's staff's.
  'GET /api/v1/courses': { allow: anyone },
  'GET /api/v1/courses/{id}': { allow: hillsideReaders },
  'GET /api/v1/courses/user': { allow: ['student', 'parent'] },
  'GET /api/v1/activation/{code}': {
    allow: anyone,
    public: 'holding a code is the right to see what it unlocks, before signing in',
  },
  'POST /api/v1/activation': { allow: ['student', 'parent'] },
  'GET /api/v1/activation/courses': { allow: ['student', 'parent'] },
  'GET /api/v1/admin/activation-codes': { allow: admins },
  'GET /api/v1/admin/activation-codes/batches': { allow: admins },
  'POST /api/v1/admin/activation-codes/batches': { allow: hillsideAdmins },
  'GET /api/v1/admin/activation-codes/batches/{id}': { allow: hillsideAdmins },
  'GET /api/v1/admin/activation-codes/batches/{id}/csv': { allow: hillsideAdmins },
  'POST /api/v1/admin/course-activations': { allow: hillsideAdmins },

  // The learner themselves, or their parent; nobody else, whatever their role.
  'GET /api/v1/subscription/products': { allow: ['student', 'parent'] },
  'POST /api/v1/subscription/checkout': { allow: ['student', 'parent'] },
  'GET /api/v1/subscription': { allow: ['student', 'parent'] },
  'POST /api/v1/subscription/{id}/cancel': { allow: ['student', 'parent'] },
  'POST /api/v1/subscription/{id}/resume': { allow: ['student', 'parent'] },
  'POST /api/v1/subscription/{id}/products/{productId}': { allow: ['student', 'parent'] },
  'DELETE /api/v1/subscription/{id}/products/{productId}': { allow: ['student', 'parent'] },
  'GET /api/v1/admin/subscriptions': { allow: admins },
  // The payment provider's signature over the body, not a session, says who may.
  'POST /api/v1/subscription/webhook': {
    allow: anyone,
    public: 'the answer is an acknowledgement that holds nothing of any school',
  },

  'GET /api/v1/users/xp': { allow: student },
  'PATCH /api/v1/users/xp': { allow: student },
  'GET /api/v1/users/streaks': { allow: student },
  'GET /api/v1/users/mock/progress': { allow: student },
  'GET /api/v1/users/mock/performance': { allow: student },
  'GET /api/v1/users/mock/summary': { allow: student },
  'GET /api/v1/users/revisions': { allow: student },
  'POST /api/v1/users/revisions': { allow: student },

  // A student's own league and play settings; the group is found from the student, never asked.
  'GET /api/v1/leaderboard': { allow: student },
  'GET /api/v1/leaderboard/school/{schoolId}': {
    allow: anyone,
    public: 'the school’s public board shows pseudonyms and points only, for its own site',
  },
  'GET /api/v1/students/play-settings': { allow: student },
  'PATCH /api/v1/students/play-settings': { allow: student },

  // Class performance and teaching reports: the class's teacher, the school's teacher-admin and
  // admins, and Kyu's; another school's staff get 403 (classOfTeacher).
  ...Object.fromEntries(
    [
      'classes/{id}/topics-performance',
      'classes/{id}/students-performance',
      'classes/{id}/class-average-performance',
      'classes/{id}/class-performance',
      'classes/{id}/school-average-performance',
      'classes/{id}/students/{sid}/lessons-performance',
      'classes/{id}/students/{sid}/learning-path-performance',
      'classes/{id}/students/{sid}/worksheets-performance',
      'classes/{id}/worksheets/{wid}/submissions',
      'lessons/sections/{id}/report',
      'worksheets/{id}/assignments/{aid}/classes/{cid}/report',
      'classes/{id}/report',
      'classes/{id}/topics/{tid}/report',
      'classes/{id}/students/{sid}/report',
      'classes/{id}/students/{sid}/topics/{tid}/report',
    ].map((path) => [`GET /api/v1/${path}`, { allow: [...hillsideStaff, 'superAdmin'] as const }]),
  ),
  // Lessons: students read and complete; the first school's staff (and Kyu's admins) write its
  // lessons, follow its classes and students. Another school's staff get 403.
  'GET /api/v1/lessons': { allow: [...student, ...hillsideStaff, ...admins, 'otherTeacher'] },
  'GET /api/v1/lessons/school': { allow: [...hillsideStaff, ...admins, 'otherTeacher'] },
  'POST /api/v1/lessons': { allow: lessonStaff },
  'GET /api/v1/lessons/progress': { allow: lessonStaff },
  'GET /api/v1/lessons/worksheets': { allow: lessonStaff },
  'GET /api/v1/lessons/learning-path': { allow: lessonReaders },
  'GET /api/v1/lessons/{id}': { allow: lessonReaders },
  'PATCH /api/v1/lessons/{id}': { allow: lessonStaff },
  'DELETE /api/v1/lessons/{id}': { allow: lessonStaff },
  'GET /api/v1/lessons/{lessonId}/assignments/{id}/classes/{classId}/progress': {
    allow: lessonStaff,
  },
  'GET /api/v1/lessons/{id}/assignments/{aid}/students/{sid}/performance': {
    allow: lessonReaders,
  },
  'GET /api/v1/lessons/section/{id}/assignments/{aid}/students/{sid}/performance': {
    allow: lessonReaders,
  },
  'PATCH /api/v1/lessons/{id}/assignments/{aid}/items/{itemId}/complete': { allow: student },
  'POST /api/v1/lessons/{id}/duplicate': { allow: lessonStaff },
  'POST /api/v1/lessons/{id}/assign': { allow: lessonStaff },
  'GET /api/v1/lessons/{id}/average-score': { allow: lessonStaff },
  'GET /api/v1/students/assignments': { allow: student },
  // Worksheets (issue 13): the first school's teachers change its worksheets; its admins and
  // Kyu's staff read them. Lists and new ones are any teacher's, of their own school.
  'POST /api/v1/worksheets': { allow: hillsideTeachers },
  'GET /api/v1/worksheets': { allow: worksheetReaders },
  'GET /api/v1/worksheets/course/{courseId}/list': { allow: hillsideWorksheetReaders },
  'GET /api/v1/worksheets/{id}/public': {
    allow: anyone,
    public: 'a shared worksheet is for whoever has its link, without its answers',
  },
  'GET /api/v1/worksheets/{id}': { allow: hillsideWorksheetReaders },
  'PATCH /api/v1/worksheets/{id}': { allow: hillsideTeachers },
  'DELETE /api/v1/worksheets/{id}': { allow: hillsideTeachers },
  'GET /api/v1/worksheets/{id}/questions': { allow: hillsideWorksheetReaders },
  'PUT /api/v1/worksheets/{id}/questions': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/{id}/duplicate': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/{id}/share': { allow: hillsideTeachers },
  'GET /api/v1/worksheets/{id}/export.docx': { allow: hillsideWorksheetReaders },
  'GET /api/v1/worksheets/{id}/answer-key.docx': { allow: hillsideWorksheetReaders },
  'GET /api/v1/worksheets/assignments': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/{id}/assign': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/{id}/assignments/{aid}/unassign': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/{id}/assignments/{aid}/reassign': { allow: hillsideTeachers },
  'POST /api/v1/worksheets/generation/documents': { allow: teachers },
  'POST /api/v1/worksheets/generate': { allow: hillsideTeachers },
  'GET /api/v1/worksheets/generation/jobs/{jobId}': { allow: hillsideTeachers },
  'GET /api/v1/worksheets/generated': { allow: teachers },
};
