import type { TeacherActivationCodePage, TeacherSchoolDetails } from '@kyu/core/contract';
import { Datagrid, FunctionField, SimpleList, TextField } from 'react-admin';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@kyu/core/format';
import { DirectoryTable } from './directory-table';
import { Empty, LocalList, useSmall } from '../../worksheets/local-list';
import { ManageOnly } from './manage-only';
import { useApiStore } from '../../../http/use-api-store';

/** Manage › Students: the school's students. */
export const ManageStudentsPage = () => (
  <ManageOnly title="Manage students">
    <DirectoryTable path="/teachers/students" label="students" />
  </ManageOnly>
);

/** Manage › Teachers: the school's teachers. */
export const ManageTeachersPage = () => (
  <ManageOnly title="Manage teachers">
    <DirectoryTable path="/teachers" label="teachers" />
  </ManageOnly>
);

/** Manage › Parents: the parents of the school's students. */
export const ManageParentsPage = () => (
  <ManageOnly title="Manage parents">
    <DirectoryTable path="/teachers/parents" label="parents" />
  </ManageOnly>
);

const SchoolDetails = () => {
  const { state } = useApiStore<TeacherSchoolDetails>('/teachers/schools/details');
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  if (state.status === 'loading') return <p>Loading…</p>;
  const school = state.data;
  return (
    <Card component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {school.school_name}
      </Typography>
      <dl className="kyu-counts">
        <div className="kyu-count">
          <dt>Students</dt>
          <dd>{school.student_count}</dd>
        </div>
        <div className="kyu-count">
          <dt>Teachers</dt>
          <dd>{school.teacher_count}</dd>
        </div>
        <div className="kyu-count">
          <dt>Classes</dt>
          <dd>{school.class_count}</dd>
        </div>
        <div className="kyu-count">
          <dt>Learning path</dt>
          <dd>{school.learning_path_disabled ? 'Off' : 'On'}</dd>
        </div>
        <div className="kyu-count">
          <dt>Leagues</dt>
          <dd>{school.leagues_enabled ? `On, by ${school.league_scope}` : 'Off'}</dd>
        </div>
      </dl>
    </Card>
  );
};

/** Manage › Schools: the teacher's own school, read-only. */
export const ManageSchoolPage = () => (
  <ManageOnly title="Your school">
    <SchoolDetails />
  </ManageOnly>
);

type Code = TeacherActivationCodePage['items'][number];
const expires = (code: Code) => formatDate(code.expires_at, 'Never');
const used = (code: Code) => (
  <Chip
    size="small"
    color={code.checked ? 'default' : 'success'}
    variant="outlined"
    label={code.checked ? 'Used' : 'Not used'}
  />
);

const ActivationCodes = () => {
  const small = useSmall();
  const { state } = useApiStore<TeacherActivationCodePage>('/teachers/activation-codes?size=100');
  const codes = state.status === 'ready' ? state.data.items : [];
  const empty = <Empty text="Your school has no activation codes." />;
  return (
    <Card>
      <LocalList resource="activation-codes" state={state} rows={codes}>
        {small ? (
          <SimpleList<Code>
            rowClick={false}
            empty={empty}
            primaryText={(c) => c.code}
            secondaryText={(c) => `${c.batch_name} · expires ${expires(c)}`}
            rightIcon={used}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <TextField source="code" label="Code" sortable={false} />
            <TextField source="batch_name" label="Batch" sortable={false} />
            <FunctionField<Code> label="Checked" render={used} />
            <FunctionField<Code> label="Expires" render={expires} />
          </Datagrid>
        )}
      </LocalList>
    </Card>
  );
};

/** Manage › Activation codes: the school's codes and whether each has been used. */
export const ManageActivationCodesPage = () => (
  <ManageOnly title="Activation codes">
    <ActivationCodes />
  </ManageOnly>
);
