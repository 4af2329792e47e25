import { useStore } from '@nanostores/preact';
import type { Onboarding as OnboardingAnswers } from '@kyu/core/contract';
import {
  $onboarding,
  emptyOnboarding,
  loadOnboarding,
  onboardingProgress,
  saveOnboarding,
} from '@kyu/core/onboarding';
import { $academicLevels, $subjects, loadReferenceData } from '@kyu/core/reference';
import { $user } from '@kyu/core/session';
import { useEffect, useState } from 'preact/hooks';
import { ErrorSummary, Field, Frame, useAction } from '../shared';
import { ReferenceChecks, ReferenceSelect } from './choices';

/** Props of {@link Onboarding}. */
export interface OnboardingProps {
  /** Called after the answers are saved (event `saved`). */
  onSaved?: (answers: OnboardingAnswers) => void;
  /** Where "Skip for now" leads; left out when unset. */
  skipHref?: string;
}

const LABELS = {
  display_name: 'What should we call you?',
  academic_level_id: 'School year',
  subject_ids: 'Subjects',
  school_name: 'School',
  learning_goal: 'What would you like help with?',
  heard_about_us: 'How did you hear about Kyu?',
};

/** The onboarding questions with a bar showing how much is answered. */
export function Onboarding({ onSaved, skipHref }: OnboardingProps) {
  const user = useStore($user);
  const saved = useStore($onboarding);
  const levels = useStore($academicLevels);
  const subjects = useStore($subjects);
  const [draft, setDraft] = useState<OnboardingAnswers | null>(null);
  const [done, setDone] = useState(false);
  const { pending, error, run } = useAction();
  const loader = useAction();

  useEffect(() => {
    if (!user) return;
    void loadReferenceData();
    if (!$onboarding.get()) void loader.run(async () => void (await loadOnboarding()));
  }, [user?.id]);
  const answers = draft ?? saved ?? emptyOnboarding();
  const set = <K extends keyof OnboardingAnswers>(key: K, value: OnboardingAnswers[K]) => {
    setDraft({ ...answers, [key]: value });
    setDone(false);
  };
  const text = (key: 'display_name' | 'school_name' | 'heard_about_us') => (value: string) =>
    set(key, value || null);
  const progress = onboardingProgress(answers);

  if (!user)
    return (
      <Frame>
        <p>Sign in to tell us about yourself.</p>
      </Frame>
    );

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const result = await saveOnboarding(answers);
      setDraft(null);
      setDone(true);
      onSaved?.(result);
    });
  };

  return (
    <Frame>
      <form onSubmit={submit} aria-busy={pending || loader.pending}>
        <label>
          Profile {Math.round(progress * 100)}% complete
          <progress value={progress} max={1} />
        </label>
        <ErrorSummary error={error ?? loader.error} labels={LABELS} />
        {done && (
          <p class="kyu-status" role="status">
            Saved. Thank you!
          </p>
        )}
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
          />
        </label>
        <Field
          label={LABELS.heard_about_us}
          name="heard_about_us"
          value={answers.heard_about_us ?? ''}
          onValue={text('heard_about_us')}
          error={error}
        />
        <button type="submit" class="kyu-primary" disabled={pending || loader.pending}>
          Save
        </button>
        {skipHref && (
          <p class="kyu-links">
            <a href={skipHref}>Skip for now</a>
          </p>
        )}
      </form>
    </Frame>
  );
}
