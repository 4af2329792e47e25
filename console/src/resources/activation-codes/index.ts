import { KeyIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';

/** `activation-codes/batches` → batches of codes: generate, list with their use, download CSV. */
export const activationBatches = {
  list: lazyView(
    () => import('./batch-list'),
    (m) => m.BatchList,
  ),
  create: lazyView(
    () => import('./batch-create'),
    (m) => m.BatchCreate,
  ),
  icon: KeyIcon,
  options: { label: 'Activation codes' },
  recordRepresentation: 'name',
};

/** `activation-codes` → every code with its state, filtered by batch or state. */
export const activationCodes = {
  list: lazyView(
    () => import('./code-list'),
    (m) => m.CodeList,
  ),
  icon: KeyIcon,
  options: { label: 'Codes' },
  recordRepresentation: 'code',
};
