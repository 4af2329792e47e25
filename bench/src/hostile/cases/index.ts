/** Every case, in the order run: production first, then development (one restart between). */
import { accountCases } from './accounts';
import { devRouteCases } from './dev-routes';
import { documentCases, ownDocumentCases } from './documents';
import { importCases } from './imports';
import { ownCases } from './own';
import { ownReadAloudCases, readAloudCases } from './read-aloud';

export const CASES = [
  ...readAloudCases,
  ...documentCases,
  ...importCases,
  ...accountCases,
  ...ownReadAloudCases,
  ...ownDocumentCases,
  ...ownCases,
  ...devRouteCases,
];
