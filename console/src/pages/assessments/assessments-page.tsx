import { Title } from 'react-admin';
import { OnboardingSummary } from './onboarding-summary';

/** The curriculum landing: the user's onboarding, and the generated assessments to come. */
export const AssessmentsPage = () => (
  <div className="kyu-page">
    <Title title="Assessments" />
    <section className="kyu-card">
      <h2>Your onboarding</h2>
      <OnboardingSummary />
    </section>
    <section className="kyu-card">
      <h2>Generated assessments</h2>
      <p>
        No generated assessments yet. Assessment generation arrives with the assessments release;
        what it generates will be listed here.
      </p>
    </section>
  </div>
);
