import { atom } from 'nanostores';
import { PRODUCT } from '../constants/product';
import type { Child, CreateChildBody } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** The signed-in parent's children (`GET /users/children`); null until loaded. */
export const $children = atom<readonly Child[] | null>(null);

/** Why the children could not be loaded, or null. */
export const $childrenError = atom<string | null>(null);

let epoch = 0;

function forget(): void {
  epoch++;
  $children.set(null);
  $childrenError.set(null);
}

/** Loads the signed-in parent's children. */
export async function loadChildren(): Promise<void> {
  clearAtSignOut('cart', forget);
  const run = ++epoch;
  try {
    const children = await api.get<Child[]>('/users/children');
    if (run !== epoch) return;
    $children.set(children);
    $childrenError.set(null);
  } catch (error) {
    if (run === epoch) $childrenError.set(problemMessage(error));
  }
}

/**
 * Creates a student account for a new child of the signed-in parent and answers it; the
 * server's refusal (a taken username: 409) is thrown for the form to show.
 */
export async function createChild(body: CreateChildBody): Promise<Child> {
  clearAtSignOut('cart', forget);
  const child = await api.post<Child>(
    `/users/onboarding/${PRODUCT}/parent/create-child-account`,
    body,
  );
  $children.set([...($children.get() ?? []), child]);
  return child;
}
