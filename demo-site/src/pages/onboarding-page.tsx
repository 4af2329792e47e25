import { navigate } from '@kyu/core/router';
import { Onboarding } from '@kyu/widgets/onboarding';

/** /{product}/onboarding: a few questions so the coach can pitch its help; skippable. */
export function OnboardingPage() {
  return (
    <>
      <h1>Tell us about yourself</h1>
      <Onboarding skipHref="/" onSaved={() => navigate('/')} />
    </>
  );
}
