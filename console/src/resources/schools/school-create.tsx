import { Create } from 'react-admin';
import { SchoolForm } from './school-form';

/** A new school; images picked here upload once it has an id, then its edit page opens. */
export const SchoolCreate = () => (
  <Create redirect="edit" title="New school">
    <SchoolForm />
  </Create>
);
