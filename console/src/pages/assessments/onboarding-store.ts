import type { Onboarding } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';

/** The curriculum user's onboarding answers (they load automatically, overview §6). */
export const $onboarding = apiStore<Onboarding>('/users/onboarding');
