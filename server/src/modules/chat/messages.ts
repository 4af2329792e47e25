import type { ChatMessage, ChatMessageType } from '@kyu/core/contract';
import { SURVEY_OPTIONS, findQuestion } from '../surveys/service';
import type { MessageRow } from './queries';

const SURVEY_TYPES = new Set(['confidence', 'motivation']);

/** A stored message as every chat call answers it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const isQuestion =
    row.type === 'survey_question' && findQuestion(row.surveyId, row.surveyQuestionId);
  return {
    id: row.id,
    thread_id: row.threadId,
    from_user: row.fromUser,
    type: row.type as ChatMessageType,
    text: row.text,
    survey_type:
      row.surveyType && SURVEY_TYPES.has(row.surveyType)
        ? (row.surveyType as 'confidence' | 'motivation')
        : null,
    survey_id: row.surveyId,
    survey_question_id: row.surveyQuestionId,
    options: isQuestion ? [...SURVEY_OPTIONS] : null,
    response_value: row.responseValue,
    liked: row.liked,
    disliked: row.disliked,
    bookmarked: row.bookmarked,
    incomplete: row.incomplete,
    sources: (row.sources ?? []).map((s) => ({ document_id: s.documentId, title: s.title })),
    created_at: row.createdAt.toISOString(),
    ...(row.attachments?.length ? { attachments: row.attachments } : {}),
  };
}
