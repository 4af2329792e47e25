/** The checkout's own styles, after the shared sheet: lists of courses with their action. */
export const CHECKOUT_CSS = `
.kyu.kyu-checkout { max-width: 36rem; }
.kyu .kyu-checkout-heading { font-size: 1.25rem; margin: 0 0 1rem; }
.kyu .kyu-checkout-heading:focus { outline: none; }
.kyu .kyu-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.kyu .kyu-list li { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  border: 1px solid #D1D5DB; border-radius: .5rem; padding: .75rem 1rem; }
.kyu .kyu-link { border: 0; padding: 0; background: none; color: var(--kyu-secondary1, #1F2A6B);
  text-decoration: underline; font-weight: 400; }
.kyu details { display: grid; gap: 1rem; }
.kyu summary { cursor: pointer; font-weight: 600; }
`;
