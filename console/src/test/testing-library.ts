import {
  act,
  configure,
  createEvent,
  fireEvent as preactFireEvent,
  getConfig,
} from '@testing-library/preact';

export * from '@testing-library/preact';

// The tests are written against @testing-library/react; Vitest's config points that name here,
// so they run on Preact's compat layer, as the console's build does. Two of React's habits the
// Preact package lacks are given back below; both are how a browser behaves.

type Target = Parameters<typeof createEvent.change>[0];

/**
 * Testing Library's Preact `fireEvent.change` fires `input` instead on every element, but the
 * compat layer turns `onChange` into an `input` listener only on text fields: selects, file
 * inputs and checkboxes keep `change`. A browser fires both when a user changes a field, so this
 * does too, each inside `act` (Testing Library's event wrapper).
 */
const change = (element: Target, init?: object) => {
  preactFireEvent(element, createEvent.input(element, init));
  return preactFireEvent(element, createEvent.change(element, init));
};

export const fireEvent = Object.assign(preactFireEvent, { change });

// After a `findBy…` or `waitFor`, React's Testing Library lets pending timers and fetches settle
// (one macrotask) before the test goes on, as a user would wait for a list to fill before
// choosing from it; Preact's does not, so a test could choose an option not yet shown.
const preactAsyncWrapper = getConfig().asyncWrapper;
configure({
  asyncWrapper: async (callback) => {
    const result: unknown = await preactAsyncWrapper(callback);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return result;
  },
});
