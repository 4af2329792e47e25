import { KeyIcon } from '../../layout/icons';
import { BatchCreate } from './batch-create';
import { BatchList } from './batch-list';
import { CodeList } from './code-list';

export { CourseActivationPage } from './course-activation-page';

/** `activation-codes/batches` → batches of codes: generate, list with their use, download CSV. */
export const activationBatches = {
  list: BatchList,
  create: BatchCreate,
  icon: KeyIcon,
  options: { label: 'Activation codes' },
  recordRepresentation: 'name',
};

/** `activation-codes` → every code with its state, filtered by batch or state. */
export const activationCodes = {
  list: CodeList,
  icon: KeyIcon,
  options: { label: 'Codes' },
  recordRepresentation: 'code',
};
