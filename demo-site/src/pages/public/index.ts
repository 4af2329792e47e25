// The public pages besides the welcome page, one lazily loaded chunk.
export { SupportPage } from './support-page';
export { PrivacyPage, TermsPage } from './legal-pages';
