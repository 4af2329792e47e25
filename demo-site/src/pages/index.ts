import type { RouteDef } from '@kyu/core/routes';
import type { ComponentType } from 'preact';
import { lazyPage } from '../lazy-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { LoginValidationPage } from './login-validation-page';
import { MagicLinkConfirmationPage } from './magic-link-confirmation-page';
import { MagicLinkValidationPage } from './magic-link-validation-page';
import { OnboardingPage } from './onboarding-page';
import type * as LeaderboardPages from './leaderboard-pages';
import type { PageProps } from './page-props';
import type * as ParentPages from './parent';
import type * as PlayPages from './play';
import type * as PublicPages from './public';
import type * as QuizPages from './quiz-pages';
import type * as RedeemPages from './redeem-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';

// Auth screens are in the entry: they are where most visits start. Everything else loads lazily.
const comingSoon = lazyPage(() => import('./coming-soon-page').then((m) => m.ComingSoonPage));

const parent = (name: keyof typeof ParentPages) =>
  lazyPage(() => import('./parent').then((m) => m[name]));
const publicPage = (name: keyof typeof PublicPages) =>
  lazyPage(() => import('./public').then((m) => m[name]));
// One lazy page for every checkout route: moving between them loads nothing more.
const checkout = lazyPage(() => import('./checkout-page').then((m) => m.CheckoutPage));

const quiz = (name: keyof typeof QuizPages) =>
  lazyPage(() => import('./quiz-pages').then((m) => m[name]));

const leaderboard = (name: keyof typeof LeaderboardPages) =>
  lazyPage(() => import('./leaderboard-pages').then((m) => m[name]));
const play = (name: keyof typeof PlayPages) =>
  lazyPage(() => import('./play').then((m) => m[name]));

const redeemPage = (name: keyof typeof RedeemPages) =>
  lazyPage(() => import('./redeem-page').then((m) => m[name]));

const PAGES: Readonly<Record<string, ComponentType<PageProps>>> = {
  login: LoginPage,
  loginValidation: LoginValidationPage,
  magicLinkConfirmation: MagicLinkConfirmationPage,
  magicLinkValidation: MagicLinkValidationPage,
  signup: SignupPage,
  signupPlain: SignupPage,
  forgetPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  onboarding: OnboardingPage,
  guidedDemo: lazyPage(() => import('./guided-demo-page').then((m) => m.GuidedDemoPage)),
  welcome: lazyPage(() => import('./welcome-page').then((m) => m.WelcomePage)),
  support: publicPage('SupportPage'),
  terms: publicPage('TermsPage'),
  privacy: publicPage('PrivacyPage'),
  parentDashboard: parent('ParentDashboardPage'),
  childManage: parent('ManageChildPage'),
  createChildAccount: parent('CreateChildPage'),
  referral: parent('ReferralPage'),
  referralFaq: parent('ReferralFaqPage'),
  mockExamReport: parent('MockExamReportPage'),
  studentDashboard: lazyPage(() => import('./student-pages').then((m) => m.StudentDashboardPage)),
  studentLibrary: lazyPage(() => import('./student-pages').then((m) => m.StudentLibraryPage)),
  aiBook: lazyPage(() => import('./learning-item-pages').then((m) => m.AiBookPage)),
  learningContent: lazyPage(() =>
    import('./learning-item-pages').then((m) => m.LearningContentPage),
  ),
  coach: lazyPage(() => import('./coach-page').then((m) => m.CoachPage)),
  chat: lazyPage(() => import('./chat-page').then((m) => m.ChatPage)),
  studentQuiz: quiz('StudentQuizPage'),
  chatQuiz: quiz('ChatQuizPage'),
  demoQuiz: quiz('DemoQuizPage'),
  sharedQuiz: quiz('SharedQuizPage'),
  mockExam: quiz('MockExamPage'),
  mockExamQuiz: quiz('MockExamQuizPage'),
  mockExamSummary: quiz('MockExamSummaryPage'),
  stickerBook: play('StickerBookPage'),
  studentProfile: play('StudentProfilePage'),
  // The game brings the quiz's question view: its own chunk, so the book does not load it.
  studentGame: lazyPage(() => import('./play/game-page').then((m) => m.GamePage)),
  studentRevisions: lazyPage(() => import('./quiz-revisions-page').then((m) => m.RevisionsPage)),
  guestCourses: checkout,
  checkoutLogin: checkout,
  checkoutSelectChild: checkout,
  checkoutSuccess: checkout,
  checkoutCancelled: checkout,
  redeem: redeemPage('RedeemPage'),
  redeemCode: redeemPage('RedeemPage'),
  productRedemption: redeemPage('ProductRedemptionPage'),
  demoLeaderboard: leaderboard('DemoLeaderboardPage'),
  studentLeaderboard: leaderboard('StudentLeaderboardPage'),
};

/** The page of a portal route; routes whose screens later issues build show "coming soon". */
export function pageFor(route: RouteDef): ComponentType<PageProps> {
  return PAGES[route.name] ?? comingSoon;
}
