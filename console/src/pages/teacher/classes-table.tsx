import {
  Datagrid,
  ListContextProvider,
  NumberField,
  ResourceContextProvider,
  TextField,
  useList,
} from 'react-admin';
import { useStore } from '@nanostores/react';
import { $teacherClasses } from './classes-store';

/** The teacher's classes with their student counts, or why they could not be loaded. */
export const ClassesTable = () => {
  const classes = useStore($teacherClasses);
  const list = useList({
    data: classes.status === 'ready' ? classes.data : [],
    isPending: classes.status === 'loading',
    sort: { field: 'name', order: 'ASC' },
  });
  if (classes.status === 'failed') return <p role="alert">{classes.message}</p>;
  return (
    <ResourceContextProvider value="classes">
      <ListContextProvider value={list}>
        <Datagrid
          bulkActionButtons={false}
          empty={<p>You have no classes yet. Classes you teach appear here with their students.</p>}
        >
          <TextField source="name" label="Class" />
          <TextField source="academic_level_name" label="Level" emptyText="—" />
          <TextField source="subject_name" label="Subject" emptyText="—" />
          <NumberField source="student_count" label="Students" />
        </Datagrid>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
