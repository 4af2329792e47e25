import { atom, computed } from 'nanostores';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import type { CollectibleTheme, StudentCollectible } from '../contract';
import { groupCollectibles } from './model';

/** The collectible themes (reference list `GET /collectible-themes`); null until loaded. */
export const $collectibleThemes = atom<readonly CollectibleTheme[] | null>(null);
/** The signed-in student's collectibles by theme id, as each theme's call answered. */
export const $studentCollectibles = atom<Readonly<Record<number, readonly StudentCollectible[]>>>(
  {},
);
/** Why the collectibles could not be loaded, or null. */
export const $collectiblesError = atom<string | null>(null);

/** The collectibles grouped by theme; null until the themes are loaded. */
export const $collectibleGroups = computed(
  [$collectibleThemes, $studentCollectibles],
  (themes, byTheme) => themes && groupCollectibles(themes, byTheme),
);

let epoch = 0;

/** Empties the student's collectibles (sign-out); the themes are reference data and stay. */
export function resetCollectibles(): void {
  epoch++;
  $studentCollectibles.set({});
  $collectiblesError.set(null);
}

/**
 * Loads the themes (once) and then each theme's collectibles with whether the student has them
 * (`GET /students/collectible-themes/{id}/collectibles`), the themes side by side.
 */
export async function loadCollectibles(): Promise<void> {
  clearAtSignOut('play', resetCollectibles);
  const run = epoch;
  try {
    const themes =
      $collectibleThemes.get() ?? (await api.get<CollectibleTheme[]>('/collectible-themes'));
    $collectibleThemes.set(themes);
    const lists = await Promise.all(
      themes.map((t) =>
        api.get<StudentCollectible[]>(`/students/collectible-themes/${t.id}/collectibles`),
      ),
    );
    if (run !== epoch) return;
    $studentCollectibles.set(Object.fromEntries(themes.map((t, i) => [t.id, lists[i] ?? []])));
    $collectiblesError.set(null);
  } catch (error) {
    if (run === epoch) $collectiblesError.set(problemMessage(error));
  }
}
