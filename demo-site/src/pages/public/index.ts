// The public pages besides the welcome page, one lazily loaded chunk.
import '../forms.css';

export { SupportPage } from './support-page';
export { PrivacyPage, TermsPage } from './legal-pages';
