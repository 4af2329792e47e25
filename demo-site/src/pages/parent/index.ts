// The parent area's pages, one lazily loaded chunk: a parent opening one will open the others.
import '../forms.css';
import './parent.css';
export { ParentDashboardPage } from './dashboard-page';
export { ManageChildPage } from './manage-child-page';
export { CreateChildPage } from './create-child-page';
export { ReferralPage } from './referral-page';
export { ReferralFaqPage } from './referral-faq-page';
export { MockExamReportPage } from './mock-exam-report-page';
