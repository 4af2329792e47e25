/**
 * The parent's children as checkout asks for them: the family pages' one list, loaded once
 * for both; a new child made in checkout joins it, and a refusal is thrown for the form.
 */
export {
  $children,
  $childrenError,
  loadChildren,
  addChild as createChild,
} from '../family/children';
