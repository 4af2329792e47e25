import { useStore } from '@nanostores/preact';
import { $cart } from '@kyu/core/cart';
import {
  $catalogue,
  $catalogueError,
  $wanted,
  proceedToBuy,
  toggleWanted,
} from '@kyu/core/checkout';

/** The courses on offer, each added to or taken out of the cart, and the way on to buy them. */
export function CoursesStep() {
  const courses = useStore($catalogue);
  const error = useStore($catalogueError);
  const wanted = useStore($wanted);
  const cart = useStore($cart);
  if (error)
    return (
      <p class="kyu-alert" role="alert">
        {error}
      </p>
    );
  if (!courses) return <p role="status">Loading courses…</p>;
  const inCart = new Set(cart.map((item) => item.product.course.id));
  return (
    <div class="kyu-stack">
      {courses.length === 0 ? (
        <p>No courses are on sale here yet.</p>
      ) : (
        <ul class="kyu-list" aria-label="Courses">
          {courses.map((course) => {
            const picked = wanted.includes(course.id);
            return (
              <li key={course.id}>
                <span>
                  <strong>{course.name}</strong>
                  <br />
                  {course.subject_name}, {course.academic_level_name}
                </span>
                {inCart.has(course.id) && !picked ? (
                  <span>In your cart</span>
                ) : (
                  <button
                    type="button"
                    class="kyu-secondary"
                    // The name starts with the words on the button (WCAG 2.5.3), then says which course.
                    aria-label={`${picked ? 'Remove' : 'Add to cart'}: ${course.name}`}
                    onClick={() => toggleWanted(course.id)}
                  >
                    {picked ? 'Remove' : 'Add to cart'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>Prices show once you have chosen who the courses are for.</p>
      <button
        type="button"
        class="kyu-primary"
        disabled={wanted.length === 0 && cart.length === 0}
        onClick={() => void proceedToBuy()}
      >
        Continue to checkout
      </button>
    </div>
  );
}
