import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user, UserRole } from '@kyu/core';
import { AssessmentList } from './assessment-list';
import { GenerateForm } from './generate-form';
import { OnboardingSummary } from './onboarding-summary';

/**
 * The curriculum landing: the user's onboarding, generating assessments (curriculum staff
 * only: a guest reads what their school published) and the generated assessments.
 */
export const AssessmentsPage = () => {
  const user = useStore($user);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <div className="kyu-page">
      <Title title="Assessments" />
      <section className="kyu-card">
        <h2>Your onboarding</h2>
        <OnboardingSummary />
      </section>
      {user?.user_role_id === UserRole.curriculum && (
        <section className="kyu-card">
          <h2>Generate assessments</h2>
          <GenerateForm onDone={refresh} />
        </section>
      )}
      <section className="kyu-card">
        <h2>Generated assessments</h2>
        <AssessmentList version={version} />
      </section>
    </div>
  );
};
