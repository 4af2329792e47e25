import type { MessageRow, NewMessage, ThreadRow } from './queries';

// A question's rows as they will be saved, made from the ids reserved for them: its events go
// out before it is saved, carrying these rows.

export type QuestionValues = Pick<
  NewMessage,
  'text' | 'attachments' | 'nudgingGroup' | 'nudgingType'
>;

/** A question's row as it will be saved: the table's defaults, with its reserved id and time. */
export function questionRow(
  id: number,
  threadId: number,
  at: Date,
  values: QuestionValues,
): MessageRow {
  return {
    id,
    threadId,
    fromUser: true,
    type: 'message',
    text: values.text,
    attachments: values.attachments ?? null,
    sources: null,
    surveyType: null,
    surveyId: null,
    surveyQuestionId: null,
    responseValue: null,
    nudgingGroup: values.nudgingGroup ?? null,
    nudgingType: values.nudgingType ?? null,
    liked: false,
    disliked: false,
    bookmarked: false,
    incomplete: false,
    createdAt: at,
  };
}

export type NewThread = Pick<ThreadRow, 'userId' | 'publicSessionId' | 'schoolId' | 'ip'>;

/** A new thread's row as it will be saved, with its reserved id and time. */
export const threadRow = (id: number, at: Date, values: NewThread): ThreadRow => ({
  id,
  ...values,
  title: null,
  createdAt: at,
  updatedAt: at,
});
