import { atom, computed, onMount } from 'nanostores';
import { UserRole } from '../constants';
import type { Onboarding, OnboardingUpdate } from '../contract';
import { api } from '../api/client';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { onboardingProgress } from './model';

// Whose answers $onboarding holds (or is fetching), so a different user gets their own.
let loadedFor: number | null = null;

/** The signed-in user's onboarding answers; null until loaded. */
export const $onboarding = atom<Onboarding | null>(null);

/** Share of onboarding fields filled, 0..1. */
export const $onboardingProgress = computed($onboarding, onboardingProgress);

/** Fetches the user's onboarding answers into {@link $onboarding}. */
export async function loadOnboarding(): Promise<Onboarding> {
  clearAtSignOut('onboarding', forget);
  const id = $user.get()?.id ?? null;
  if (id !== loadedFor) $onboarding.set(null);
  loadedFor = id;
  const onboarding = await api.get<Onboarding>('/users/onboarding');
  keepFor(id, onboarding);
  return onboarding;
}

/** Saves changed answers and keeps what the server answered. */
export async function saveOnboarding(update: OnboardingUpdate): Promise<Onboarding> {
  clearAtSignOut('onboarding', forget);
  const id = $user.get()?.id ?? null;
  const onboarding = await api.put<Onboarding>('/users/onboarding', update);
  keepFor(id, onboarding);
  return onboarding;
}

// An answer that arrives after a sign-out, or after someone else signed in, is not the current
// user's and must not be shown to them.
function keepFor(id: number | null, onboarding: Onboarding): void {
  if (($user.get()?.id ?? null) === id) $onboarding.set(onboarding);
}

// Sign-out: whatever was loaded, or is loading, was the user's who left.
function forget(): void {
  loadedFor = null;
  $onboarding.set(null);
}

function loadForCurriculum(): void {
  const user = $user.get();
  if (user?.user_role_id !== UserRole.curriculum || loadedFor === user.id) return;
  loadOnboarding().catch(() => {
    // $onboarding stays as it was; the page reading it offers a retry.
    loadedFor = null;
  });
}

// Curriculum users load their onboarding data automatically (overview §6): as soon as the
// user becomes one (sign-in), and when a page first reads the store for a stored user. The
// start-up case waits for a reader so the call goes out after `configureApi`.
$user.listen(loadForCurriculum);
onMount($onboarding, loadForCurriculum);
