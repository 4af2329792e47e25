import type { Course, Product } from '../contract';

// Written by hand rather than checked with the contract's schema: the checkout widget would
// otherwise download TypeBox to read its own cart back.

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isAmount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown) => typeof value === 'string' && value !== '';

function isCourse(value: unknown): value is Course {
  if (typeof value !== 'object' || value === null) return false;
  const course = value as Record<keyof Course, unknown>;
  return (
    isId(course.id) &&
    typeof course.name === 'string' &&
    typeof course.subject_name === 'string' &&
    typeof course.academic_level_name === 'string' &&
    typeof course.is_active === 'boolean'
  );
}

/** True when a stored value has what the cart shows and sends of a product; anything else is dropped. */
export function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<keyof Product, unknown>;
  return (
    isId(product.id) &&
    isText(product.price_id) &&
    (product.annual_price_id === null || isText(product.annual_price_id)) &&
    typeof product.currency === 'string' &&
    isAmount(product.monthly_amount) &&
    (product.annual_amount === null || isAmount(product.annual_amount)) &&
    isCourse(product.course)
  );
}
