import { configure } from '@testing-library/react';

// Pages and resource views are lazy chunks, which Vitest transforms on first import: on a busy
// machine that alone can take longer than the one second `findBy…` waits by default. A ceiling,
// not a pace: a passing wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });
