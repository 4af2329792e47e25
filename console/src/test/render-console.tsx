import { render } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { ConsoleAdmin } from '../app';
import { mountFor } from '../mounts';

/** Renders the console that owns `prefix` (e.g. `/teacher`) at `path` inside it. */
export const renderConsole = (prefix: string, path = '/') =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <ConsoleAdmin mount={mountFor(prefix)!} />
    </TestMemoryRouter>,
  );
