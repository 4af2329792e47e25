import { atom } from 'nanostores';
import type { Course, CourseList, CoursesQuery, Product } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';

/** The courses on offer where the checkout is (`GET /courses`); null until loaded. */
export const $catalogue = atom<readonly Course[] | null>(null);

/** What the learner chosen may buy, with prices (`GET /subscription/products`); null until loaded. */
export const $products = atom<readonly Product[] | null>(null);

/** Why the courses or their prices could not be loaded, or null. */
export const $catalogueError = atom<string | null>(null);

// An answer for an earlier learner, or for a user who signed out, must not replace what is shown.
let epoch = 0;

function forget(): void {
  epoch++;
  $products.set(null);
  $catalogueError.set(null);
}

/**
 * Loads the courses on offer: the server adds the school whose page the call comes from (its
 * Origin) to Kyu's catalogue; `school_id` keeps one school's offer.
 */
export async function loadCatalogue(query: CoursesQuery = {}): Promise<void> {
  try {
    const { courses } = await api.get<CourseList>('/courses', { query });
    $catalogue.set(courses.filter((course) => course.is_active));
    $catalogueError.set(null);
  } catch (error) {
    $catalogueError.set(problemMessage(error));
  }
}

/** Loads what `learnerId` may buy, with prices; answers them, or null when the call failed. */
export async function loadProducts(learnerId: number): Promise<readonly Product[] | null> {
  clearAtSignOut('cart', forget);
  const run = ++epoch;
  try {
    const products = await api.get<Product[]>('/subscription/products', {
      query: { student_id: learnerId },
    });
    if (run !== epoch) return null;
    $products.set(products);
    $catalogueError.set(null);
    return products;
  } catch (error) {
    if (run === epoch) $catalogueError.set(problemMessage(error));
    return null;
  }
}
