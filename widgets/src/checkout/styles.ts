/** The checkout's own styles, after the shared sheet: lists of courses with their action. */
export const CHECKOUT_CSS = `
.kyu.kyu-checkout { max-width: 576px; }
.kyu .kyu-checkout-heading { font-size: 20px; margin: 0 0 16px; }
.kyu .kyu-checkout-heading:focus { outline: none; }
.kyu .kyu-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.kyu .kyu-list li { display: flex; justify-content: space-between; align-items: center; gap: 16px;
  border: 1px solid #D1D5DB; border-radius: 8px; padding: 12px 16px; }
.kyu .kyu-link { border: 0; padding: 0; background: none; color: var(--kyu-secondary1, #1F2A6B);
  text-decoration: underline; font-weight: 400; }
.kyu details { display: grid; gap: 16px; }
.kyu summary { cursor: pointer; font-weight: 600; }
`;
