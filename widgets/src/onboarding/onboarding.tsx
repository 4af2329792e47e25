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
import { ErrorSummary, Frame, useAction } from '../shared';
import { LABELS, Questions } from './questions';

/** Props of {@link Onboarding}. */
export interface OnboardingProps {
  /** Called after the answers are saved (event `saved`). */
  onSaved?: (answers: OnboardingAnswers) => void;
  /** Where "Skip for now" leads; left out when unset. */
  skipHref?: string;
}

/** The onboarding questions with a bar showing how much is answered. */
export function Onboarding(props: OnboardingProps) {
  const user = useStore($user);
  // Keyed by user: unsaved answers belong to whoever typed them, not to the next to sign in.
  return (
    <Frame>
      {user ? (
        <OnboardingForm key={user.id} {...props} />
      ) : (
        <p>Sign in to tell us about yourself.</p>
      )}
    </Frame>
  );
}

function OnboardingForm({ onSaved, skipHref }: OnboardingProps) {
  const saved = useStore($onboarding);
  const levels = useStore($academicLevels);
  const subjects = useStore($subjects);
  const [draft, setDraft] = useState<OnboardingAnswers | null>(null);
  const [done, setDone] = useState(false);
  const { pending, error, run } = useAction();
  const loader = useAction();

  useEffect(() => {
    void loadReferenceData();
    if (!$onboarding.get()) void loader.run(async () => void (await loadOnboarding()));
  }, []);
  const answers = draft ?? saved ?? emptyOnboarding();
  const set = <K extends keyof OnboardingAnswers>(key: K, value: OnboardingAnswers[K]) => {
    setDraft({ ...answers, [key]: value });
    setDone(false);
  };
  const progress = onboardingProgress(answers);

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
      <Questions answers={answers} set={set} levels={levels} subjects={subjects} error={error} />
      <button type="submit" class="kyu-primary" disabled={pending || loader.pending}>
        Save
      </button>
      {skipHref && (
        <p class="kyu-links">
          <a href={skipHref}>Skip for now</a>
        </p>
      )}
    </form>
  );
}
