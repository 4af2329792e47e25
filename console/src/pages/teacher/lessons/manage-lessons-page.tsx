import { useState } from 'react';
import { Confirm, Title } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { api, problemMessage } from '@kyu/core';
import type { Lesson, LessonPatch, LessonSummaryList } from '@kyu/core/contract';
import { draftOf, emptyDraft, sectionsInput, type LessonDraft } from './lesson-draft';
import { useLessonKeeper } from './keeper';
import { LessonForm } from './lesson-form';
import { $schoolLessons } from './lessons-store';

/** The lesson the form is open on: a new one (no id) or a saved one being changed. */
type Editing = { id: number | null; draft: LessonDraft };

/** `POST /lessons` takes a form (a cover image may come with it); its sections as JSON. */
const created = (draft: LessonDraft) => {
  const form = new FormData();
  form.set('title', draft.title);
  form.set('description', draft.description);
  form.set('course_id', draft.course_id);
  form.set('lesson_type_id', draft.lesson_type_id);
  form.set('sections', JSON.stringify(sectionsInput(draft)));
  return api.post<Lesson>('/lessons', form);
};

/** `PATCH /lessons/{id}`: every field, the sections replacing the old ones. */
const changed = (id: number, draft: LessonDraft) =>
  api.patch<Lesson>(`/lessons/${id}`, {
    title: draft.title,
    description: draft.description,
    course_id: Number(draft.course_id),
    lesson_type_id: Number(draft.lesson_type_id),
    sections: sectionsInput(draft),
  } satisfies LessonPatch);

/**
 * /teacher/lessons/manage and /admin/lessons/manage: create and edit the school's lessons (Kyu's
 * catalogue for Kyu's admins); duplicate or delete them.
 */
export const ManageLessonsPage = () => {
  const lessons = useStore($schoolLessons);
  const heading = useLessonKeeper().kyu ? "Kyu's lessons" : "Your school's lessons";
  const [editing, setEditing] = useState<Editing | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LessonSummaryList[number] | null>(null);
  const run = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setSaid(done);
      $schoolLessons.reload();
      return true;
    } catch (error) {
      setSaid(problemMessage(error));
      return false;
    }
  };
  const edit = (id: number) =>
    api.get<Lesson>(`/lessons/${id}`).then(
      (lesson) => setEditing({ id, draft: draftOf(lesson) }),
      (error: unknown) => setSaid(problemMessage(error)),
    );
  const save = async ({ id }: Editing, draft: LessonDraft) => {
    const work = id === null ? () => created(draft) : () => changed(id, draft);
    if (await run(work, `Saved “${draft.title}”.`)) setEditing(null);
  };
  return (
    <div className="kyu-page">
      <Title title="Manage lessons" />
      {editing ? (
        <LessonForm
          key={editing.id ?? 'new'}
          heading={editing.id === null ? 'New lesson' : `Edit “${editing.draft.title}”`}
          initial={editing.draft}
          save={(draft) => save(editing, draft)}
          cancel={() => setEditing(null)}
        />
      ) : (
        <Button
          variant="contained"
          sx={{ justifySelf: 'start' }}
          onClick={() => setEditing({ id: null, draft: emptyDraft() })}
        >
          New lesson
        </Button>
      )}
      {said && <p role="status">{said}</p>}
      <Card component="section" aria-label={heading} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        {lessons.status === 'failed' && <p role="alert">{lessons.message}</p>}
        {lessons.status === 'ready' && (
          <table>
            <tbody>
              {lessons.data.map((l) => (
                <tr key={l.id}>
                  <td>{l.title}</td>
                  <td>
                    <Button
                      size="small"
                      aria-label={`Edit ${l.title}`}
                      onClick={() => void edit(l.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Duplicate ${l.title}`}
                      onClick={() =>
                        void run(
                          () => api.post(`/lessons/${l.id}/duplicate`),
                          `Copied “${l.title}”.`,
                        )
                      }
                    >
                      Duplicate
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${l.title}`}
                      onClick={() => setDeleting(l)}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Confirm
        isOpen={deleting !== null}
        title={deleting ? `Delete “${deleting.title}”?` : ''}
        content="Classes it was assigned to lose it, with their progress on it."
        confirm="Delete"
        onConfirm={() => {
          const lesson = deleting;
          setDeleting(null);
          if (lesson)
            void run(() => api.delete(`/lessons/${lesson.id}`), `Deleted “${lesson.title}”.`);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
};
