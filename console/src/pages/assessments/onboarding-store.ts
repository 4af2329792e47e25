import { onMount } from 'nanostores';
import { loadReferenceData } from '@kyu/core';
import type { Onboarding } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';

/** The curriculum user's onboarding answers (they load automatically, overview §6). */
export const $onboarding = apiStore<Onboarding>('/users/onboarding');

// The answers hold level and subject ids; core's reference lists name them.
onMount($onboarding, () => {
  void loadReferenceData();
});
