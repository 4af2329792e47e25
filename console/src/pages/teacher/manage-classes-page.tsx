import { useState } from 'react';
import { Datagrid, FunctionField, SimpleList, TextField, Title } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import { canManage } from '@kyu/core/teaching';
import type { TeacherClass, TeacherClassList } from '@kyu/core/contract';
import { ClassCreateForm } from './manage/class-create-form';
import { ClassEditor } from './manage/class-editor';
import { useApiStore } from '../../http/use-api-store';
import { Empty, LocalList, useSmall } from '../worksheets/local-list';

const students = (c: TeacherClass) =>
  `${c.student_count} student${c.student_count === 1 ? '' : 's'}`;

/**
 * The Manage group's classes page, for teacher-admins only (overview §2): the school's classes,
 * a form to make one, and the class opened to add students from the directory or remove them.
 */
export const ManageClassesPage = () => {
  const user = useStore($user);
  const small = useSmall();
  const classes = useApiStore<TeacherClassList>('/teachers/class');
  const [open, setOpen] = useState<number | null>(null);
  if (!user || !canManage(user)) {
    return (
      <div className="kyu-page">
        <Title title="Manage" />
        <p role="alert">Managing classes is for your school's teacher-admins.</p>
      </div>
    );
  }
  const list = classes.state.status === 'ready' ? classes.state.data : [];
  const opened = list.find((c) => c.id === open);
  const openButton = (c: TeacherClass) => (
    <Button size="small" aria-label={`Open ${c.name}`} onClick={() => setOpen(c.id)}>
      Open
    </Button>
  );
  const empty = <Empty text="Your school has no classes yet." />;
  return (
    <div className="kyu-page">
      <Title title="Manage classes" />
      <Card component="section" aria-label="Classes">
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          Classes
        </Typography>
        <LocalList resource="classes" state={classes.state} rows={list}>
          {small ? (
            <SimpleList<TeacherClass>
              rowClick={false}
              empty={empty}
              primaryText={(c) => c.name}
              secondaryText={(c) => `${c.academic_level_name} · ${c.subject_name} · ${students(c)}`}
              rightIcon={openButton}
            />
          ) : (
            <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
              <TextField source="name" label="Class" sortable={false} />
              <TextField source="academic_level_name" label="Level" sortable={false} />
              <TextField source="subject_name" label="Subject" sortable={false} />
              <FunctionField<TeacherClass> label="Students" render={students} />
              <FunctionField<TeacherClass> label="" render={openButton} />
            </Datagrid>
          )}
        </LocalList>
      </Card>
      {opened && <ClassEditor key={opened.id} classId={opened.id} name={opened.name} />}
      <ClassCreateForm
        onCreated={(id) => {
          classes.reload();
          setOpen(id);
        }}
      />
    </div>
  );
};
