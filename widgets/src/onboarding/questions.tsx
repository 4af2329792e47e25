import type { Onboarding, ReferenceItem } from '@kyu/core/contract';
import { Field, invalidProps } from '../shared';
import { ReferenceChecks, ReferenceSelect } from './choices';

/** The question of each onboarding field, also naming the field in error messages. */
export const LABELS = {
  display_name: 'What should we call you?',
  academic_level_id: 'School year',
  subject_ids: 'Subjects',
  school_name: 'School',
  learning_goal: 'What would you like help with?',
  heard_about_us: 'How did you hear about Kyu?',
};

/**
 * The onboarding questions bound to `answers`. A reference list that is not loaded leaves its
 * question out rather than offering an empty choice.
 */
export function Questions({
  answers,
  set,
  levels,
  subjects,
  error,
}: {
  answers: Onboarding;
  set: <K extends keyof Onboarding>(key: K, value: Onboarding[K]) => void;
  levels: readonly ReferenceItem[] | null;
  subjects: readonly ReferenceItem[] | null;
  error: unknown;
}) {
  const text = (key: 'display_name' | 'school_name' | 'heard_about_us') => (value: string) =>
    set(key, value || null);
  return (
    <>
      <Field
        label={LABELS.display_name}
        name="display_name"
        value={answers.display_name ?? ''}
        onValue={text('display_name')}
        error={error}
      />
      {levels && (
        <ReferenceSelect
          label={LABELS.academic_level_id}
          name="academic_level_id"
          items={levels}
          value={answers.academic_level_id}
          onValue={(id) => set('academic_level_id', id)}
          error={error}
        />
      )}
      {subjects && subjects.length > 0 && (
        <ReferenceChecks
          legend={LABELS.subject_ids}
          items={subjects}
          chosen={answers.subject_ids}
          onChosen={(ids) => set('subject_ids', ids)}
        />
      )}
      <Field
        label={LABELS.school_name}
        name="school_name"
        value={answers.school_name ?? ''}
        onValue={text('school_name')}
        error={error}
      />
      <label>
        {LABELS.learning_goal}
        <textarea
          name="learning_goal"
          rows={3}
          value={answers.learning_goal ?? ''}
          onInput={(e) => set('learning_goal', e.currentTarget.value || null)}
          {...invalidProps(error, 'learning_goal')}
        />
      </label>
      <Field
        label={LABELS.heard_about_us}
        name="heard_about_us"
        value={answers.heard_about_us ?? ''}
        onValue={text('heard_about_us')}
        error={error}
      />
    </>
  );
}
