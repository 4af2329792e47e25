import { Datagrid, FunctionField, Link, SimpleList, TextField, Title } from 'react-admin';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatDate } from '@kyu/core/format';
import type { ClassPeople, DirectoryPerson, TeacherClass } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { Empty, LocalList, useSmall } from '../worksheets/local-list';

const fullName = (s: DirectoryPerson) => `${s.first_name} ${s.last_name}`;
const lastSeen = (s: DirectoryPerson) => formatDate(s.last_logged_in, 'Not yet');

/**
 * One class's students: a Datagrid on a wide screen, a SimpleList on a phone (react-admin's
 * demo does the same), each row opening the student's report in that class.
 */
const ClassStudents = ({ klass }: { klass: TeacherClass }) => {
  const small = useSmall();
  const { state } = useApiStore<ClassPeople>(`/teachers/class/${klass.id}`);
  const students = state.status === 'ready' ? state.data.students : [];
  const report = (s: DirectoryPerson) => `/students/${s.id}/class/${klass.id}/reports`;
  const empty = <Empty text="No students in this class yet." />;
  return (
    <Card component="section" aria-label={klass.name}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {klass.name}
      </Typography>
      <LocalList resource={`students of ${klass.name}`} state={state} rows={students}>
        {small ? (
          <SimpleList<DirectoryPerson>
            rowClick={(_id, _resource, s) => report(s as DirectoryPerson)}
            empty={empty}
            primaryText={fullName}
            secondaryText={(s) =>
              s.last_logged_in
                ? `${s.username} · last signed in ${lastSeen(s)}`
                : `${s.username} · not signed in yet`
            }
          />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={(_id, _resource, s) => report(s as DirectoryPerson)}
            empty={empty}
          >
            <FunctionField<DirectoryPerson>
              label="Student"
              render={(s) => <Link to={report(s)}>{fullName(s)}</Link>}
            />
            <TextField source="username" label="Username" sortable={false} />
            <TextField source="email" label="Email" sortable={false} />
            <FunctionField<DirectoryPerson> label="Last signed in" render={lastSeen} />
          </Datagrid>
        )}
      </LocalList>
    </Card>
  );
};

/** The teacher's students, class by class, each opening their report in that class. */
export const MyStudentsPage = () => {
  const { state } = useApiStore<TeacherClass[]>('/teachers/class');
  return (
    <div className="kyu-page">
      <Title title="Students" />
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && !state.data.length && (
        <Card>
          <Empty text="You have no classes yet." />
        </Card>
      )}
      {state.status === 'ready' && state.data.map((c) => <ClassStudents key={c.id} klass={c} />)}
    </div>
  );
};
