import { atom } from 'nanostores';
import type { Child, ChildUpdate, CreateChildBody, LinkChildBody } from '../contract';
import { PRODUCT } from '../constants/product';
import { api } from '../api/client';
import { fieldErrors, problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** The signed-in parent's children (`GET /users/children`); null until loaded. */
export const $children = atom<readonly Child[] | null>(null);

/** Why the children could not be loaded, or null. */
export const $childrenError = atom<string | null>(null);

/** What a form's save answers: the child as saved, or the message and each field's error. */
export type ChildSave =
  | { readonly ok: true; readonly child: Child }
  | { readonly ok: false; readonly message: string; readonly fields: Record<string, string> };

let epoch = 0;

function forget(): void {
  epoch++;
  $children.set(null);
  $childrenError.set(null);
}

/** Loads the signed-in parent's children. */
export async function loadChildren(): Promise<void> {
  clearAtSignOut('family', forget);
  const run = ++epoch;
  try {
    const list = await api.get<Child[]>('/users/children');
    if (run !== epoch) return;
    $children.set(list);
    $childrenError.set(null);
  } catch (error) {
    if (run === epoch) $childrenError.set(problemMessage(error));
  }
}

// The list shown takes the saved child in its place, or at its end when new.
function keep(child: Child): void {
  const list = $children.get();
  if (!list) return;
  const at = list.findIndex((c) => c.id === child.id);
  $children.set(at < 0 ? [...list, child] : list.map((c) => (c.id === child.id ? child : c)));
}

// Saves through the API and keeps the answer in the list; a refusal is thrown.
async function kept(call: () => Promise<Child>): Promise<Child> {
  clearAtSignOut('family', forget);
  const child = await call();
  keep(child);
  return child;
}

async function save(call: () => Promise<Child>): Promise<ChildSave> {
  try {
    return { ok: true, child: await kept(call) };
  } catch (error) {
    return { ok: false, message: problemMessage(error), fields: fieldErrors(error) };
  }
}

/** Changes a child's names, level or password (`PATCH /users/children/{id}`). */
export const updateChild = (id: number, change: ChildUpdate) =>
  save(() => api.patch<Child>(`/users/children/${id}`, change));

/** Turns weekly leagues on or off for a child: on sends `leagues_blocked: false`. */
export const setChildLeagues = (id: number, on: boolean) =>
  updateChild(id, { leagues_blocked: !on });

const postChild = (body: CreateChildBody) =>
  api.post<Child>(`/users/onboarding/${PRODUCT}/parent/create-child-account`, body);

/**
 * Makes a new student account for the parent's child (`POST .../parent/create-child-account`)
 * and answers it; a refusal (a taken username: 409) is thrown, for a form that shows problems.
 */
export const addChild = (body: CreateChildBody) => kept(() => postChild(body));

/** Makes a new student account for the parent's child, answering what a form shows. */
export const createChild = (body: CreateChildBody) => save(() => postChild(body));

/** Links a child's existing student account by its sign-in (`POST .../parent/link-child-account`). */
export const linkChild = (body: LinkChildBody) =>
  save(() => api.post<Child>(`/users/onboarding/${PRODUCT}/parent/link-child-account`, body));
