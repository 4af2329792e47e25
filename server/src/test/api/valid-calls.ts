import { emptyCall, json, type Call } from './call';
import { ARRANGE, type Ctx } from './arrange';
import { exampleOf } from './examples';
import type { Operation, Schema } from './operations';

/** Ids by field name: real records of the first school (or Kyu's catalogue, where public). */
const hints = ({ w, who }: Ctx): Record<string, unknown> => ({
  course_id: w.course.id,
  quiz_id: w.sharedQuiz.id,
  question_id: w.questions[0]!.id,
  academic_level_id: w.course.academicLevelId,
  subject_id: w.course.subjectId,
  // A pupil of the first school no suite signs in as: joining or leaving a class changes them.
  user_ids: w.member.id,
  subject_ids: w.course.subjectId,
  school_id: w.hillside.id,
  classId: w.klass.id,
  studentId: w.people.student.id,
  ids: w.questions[0]!.id,
  course_tagging_ids: w.topic.id,
  email: who === 'anonymous' ? undefined : w.people.student.email,
});

/** The record `{id}` names, by the path it is in. */
const PATH_IDS: [RegExp, (ctx: Ctx) => number][] = [
  [/^\/admin\/schools\//, ({ w }) => w.hillside.id],
  [/^\/admin\/users\//, ({ w }) => w.member.id],
  [/^\/admin\/courses\//, ({ w }) => w.course.id],
  [/^\/admin\/documents\//, ({ w }) => w.coachDocument],
  [/^\/admin\/prompts\//, ({ w }) => w.prompt.id],
  [/^\/admin\/questions\//, ({ w }) => w.questions[0]!.id],
  [/^\/admin\/activation-codes\/batches\//, ({ w }) => w.activationCode.batchId],
  [/^\/courses\/\{id\}/, ({ w }) => w.course.id],
  [/^\/teachers\/students\/\{id\}/, ({ w }) => w.people.student.id],
  [/^\/teachers\/parents\/\{id\}/, ({ w }) => w.people.parent.id],
  [/^\/teachers\/class\/\{id\}/, ({ w }) => w.klass.id],
  [/^\/teachers\/\{id\}/, ({ w }) => w.people.teacher.id],
  [/^\/classes\/\{id\}/, ({ w }) => w.klass.id],
  [/^\/users\/children\/\{id\}/, ({ w }) => w.people.student.id],
  [/^\/users\/\{id\}/, ({ w, who }) => w.people[who === 'anonymous' ? 'student' : who].id],
  [/^\/chat\/\{id\}/, ({ w }) => w.reply.id],
  [/^\/questions\/course-taggings\//, ({ w }) => w.course.id],
  [/^\/questions\/passages\/\{id\}\/demo/, ({ w }) => w.demoPassage.id],
  [/^\/questions\/passages\//, ({ w }) => w.passage.id],
  [/^\/questions\/\{id\}\/report\/public/, ({ w }) => w.demoQuestion.id],
  [/^\/questions\//, ({ w }) => w.questions[0]!.id],
  [/^\/quiz\/\{id\}\/demo/, ({ w }) => w.demoQuiz.id],
  [/^\/quiz\/\{id\}/, ({ w }) => w.quiz.id],
  [/^\/quiz\/evaluations\/\{id\}/, ({ w }) => w.markedEvaluation],
  [/^\/worksheets\/\{id\}\/public$/, ({ w }) => w.sharedWorksheet.id],
  [/^\/worksheets\/\{id\}/, ({ w }) => w.worksheet.id],
];

function genericCall(op: Operation, ctx: Ctx): Call {
  const byName = hints(ctx);
  const hint = (name: string) => byName[name];
  const call = emptyCall();
  const route = op.path.replace(/^\/api\/v1/, '');
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const pathId =
        p.name === 'id' ? PATH_IDS.find(([re]) => re.test(route))?.[1](ctx) : undefined;
      call.path[p.name] = pathId ?? exampleOf(p.schema, p.name, hint);
    } else if (p.required) {
      (p.in === 'query' ? call.query : call.headers)[p.name] = exampleOf(
        p.schema,
        p.name,
        hint,
      ) as string;
    }
  }
  const [type, schema] = Object.entries(op.body)[0] ?? [];
  if (type === 'application/json') call.body = json(exampleOf(schema, 'body', hint));
  if (type === 'multipart/form-data') {
    const fields: Record<string, string> = {};
    for (const key of (schema as Schema).required ?? []) {
      fields[key] = String(exampleOf((schema as Schema).properties?.[key], key, hint));
    }
    call.body = { kind: 'multipart', fields, files: [] };
  }
  return call;
}

/** A call of `op` as a careful client acting for `who` would make it. */
export async function validCall(op: Operation, ctx: Ctx): Promise<Call> {
  const call = genericCall(op, ctx);
  const arranged = (await ARRANGE[op.key]?.(ctx)) ?? {};
  return {
    path: { ...call.path, ...arranged.path },
    query: { ...call.query, ...arranged.query },
    headers: { ...call.headers, ...arranged.headers },
    body: arranged.body ?? call.body,
  };
}
