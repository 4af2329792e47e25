import { useStore } from '@nanostores/react';
import { onboardingProgress } from '@kyu/core';
import type { Onboarding } from '@kyu/core/contract';
import { $onboarding } from './onboarding-store';

const ROWS: [string, (o: Onboarding) => string | null][] = [
  ['Name', (o) => o.display_name],
  ['School', (o) => o.school_name],
  ['Academic level', (o) => (o.academic_level_id === null ? null : `Level ${o.academic_level_id}`)],
  ['Subjects', (o) => (o.subject_ids.length === 0 ? null : `${o.subject_ids.length} chosen`)],
  ['Learning goal', (o) => o.learning_goal],
  ['Heard about us', (o) => o.heard_about_us],
];

/** The user's onboarding answers and how complete they are. */
export const OnboardingSummary = () => {
  const onboarding = useStore($onboarding);
  if (onboarding.status === 'loading') return <p>Loading your onboarding…</p>;
  if (onboarding.status === 'failed') return <p role="alert">{onboarding.message}</p>;
  const answers = onboarding.data;
  const percent = Math.round(onboardingProgress(answers) * 100);
  return (
    <>
      <p>
        <strong>{percent}%</strong> of your onboarding is filled in.
      </p>
      <dl className="kyu-counts">
        {ROWS.map(([label, read]) => (
          <div className="kyu-count" key={label}>
            <dt>{label}</dt>
            <dd>{read(answers) || 'Not answered'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};
