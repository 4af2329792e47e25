import { useStore } from '@nanostores/react';
import { $academicLevels, $subjects, onboardingProgress } from '@kyu/core';
import type { Onboarding, ReferenceItem } from '@kyu/core/contract';
import { $onboarding } from './onboarding-store';

type Names = readonly ReferenceItem[] | null;

const nameOf = (list: Names, id: number) => list?.find((item) => item.id === id)?.name;

const level = (o: Onboarding, levels: Names) =>
  o.academic_level_id === null
    ? null
    : (nameOf(levels, o.academic_level_id) ?? `Level ${o.academic_level_id}`);

const subjectNames = (o: Onboarding, subjects: Names) =>
  o.subject_ids.length === 0
    ? null
    : o.subject_ids.map((id) => nameOf(subjects, id) ?? `Subject ${id}`).join(', ');

/** The user's onboarding answers and how complete they are. */
export const OnboardingSummary = () => {
  const onboarding = useStore($onboarding);
  const levels = useStore($academicLevels);
  const subjects = useStore($subjects);
  if (onboarding.status === 'loading') return <p>Loading your onboarding…</p>;
  if (onboarding.status === 'failed') return <p role="alert">{onboarding.message}</p>;
  const o = onboarding.data;
  const rows: [string, string | null][] = [
    ['Name', o.display_name],
    ['School', o.school_name],
    ['Academic level', level(o, levels)],
    ['Subjects', subjectNames(o, subjects)],
    ['Learning goal', o.learning_goal],
    ['Heard about us', o.heard_about_us],
  ];
  return (
    <>
      <p>
        <strong>{Math.round(onboardingProgress(o) * 100)}%</strong> of your onboarding is filled in.
      </p>
      <dl className="kyu-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || 'Not answered'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};
