import { Type, type Static } from 'typebox';
import { Id, JsonField, Nullable } from './common';

/** Kinds of chat message (overview §3). */
export const ChatMessageType = Type.Union([
  Type.Literal('message'),
  Type.Literal('survey_question'),
  Type.Literal('survey_response'),
  Type.Literal('nudge'),
]);
export type ChatMessageType = Static<typeof ChatMessageType>;

/** One option of a survey question: value 1 to 4 and its label. */
export const SurveyOption = Type.Object({
  value: Type.Integer({ minimum: 1, maximum: 4 }),
  label: Type.String(),
});
export type SurveyOption = Static<typeof SurveyOption>;

/** A saved chat message as every chat call answers it. */
export const ChatMessage = Type.Object({
  id: Id,
  thread_id: Id,
  from_user: Type.Boolean(),
  type: ChatMessageType,
  text: Type.String(),
  survey_type: Nullable(Type.Union([Type.Literal('confidence'), Type.Literal('motivation')])),
  survey_id: Nullable(Type.Integer()),
  survey_question_id: Nullable(Type.Integer()),
  /** The options of a survey_question; null for other kinds. */
  options: Nullable(Type.Array(SurveyOption)),
  response_value: Nullable(Type.Integer({ minimum: 1, maximum: 4 })),
  liked: Type.Boolean(),
  disliked: Type.Boolean(),
  bookmarked: Type.Boolean(),
  /** A reply cut off by a closed tab or a model error, saved as far as it got. */
  incomplete: Type.Boolean(),
  /** The documents a reply drew on. */
  sources: Type.Array(Type.Object({ document_id: Id, title: Type.String() })),
  /** The files a student sent with a question (their names, types and sizes; not the files). */
  attachments: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), type: Type.String(), size: Type.Integer() })),
  ),
  created_at: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** `GET /chat`: newest page first in `page` order, oldest-first within a page. */
export const ChatListQuery = Type.Object({
  type: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('bookmarked')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  thread_id: Type.Optional(Id),
});
export type ChatListQuery = Static<typeof ChatListQuery>;

export const ChatList = Type.Object({
  messages: Type.Array(ChatMessage),
  total_count: Type.Integer({ minimum: 0 }),
});
export type ChatList = Static<typeof ChatList>;

/** A turn of the conversation as the client sends it; the server keeps its own history. */
export const ChatTurn = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String({ maxLength: 8000 }),
});
export type ChatTurn = Static<typeof ChatTurn>;

/** A conversation as the client sends it; the last user turn is the new message. */
export const ChatTurns = Type.Array(ChatTurn, { minItems: 1, maxItems: 50 });

/**
 * The text fields of `POST /chat/stream`, which is multipart: these, with `file[]` (images, PDF
 * or text), and `thread_id` in the query.
 */
export const ChatStreamFields = Type.Object({
  messages: Type.Optional(JsonField(ChatTurns, 'JSON of the conversation; required')),
  nudging_group: Type.Optional(Type.String({ maxLength: 50 })),
  nudging_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type ChatStreamFields = Static<typeof ChatStreamFields>;

/** `POST /chat/public/stream/{sessionId}` takes this JSON body; sessionId `new` opens one. */
export const PublicStreamBody = Type.Object({
  messages: ChatTurns,
  /** The embedding school's domain, so answers draw on that school's documents. */
  school: Type.Optional(Type.String({ maxLength: 253 })),
});
export type PublicStreamBody = Static<typeof PublicStreamBody>;

export const StreamQuery = Type.Object({ thread_id: Type.Optional(Id) });

/**
 * Server-Sent Events of a streamed reply, in order: `thread` once, `user_message` once (the
 * saved question), `delta` many, then `message` (the saved reply) or `error` (a Problem), and
 * `done` last.
 */
export interface ChatStreamEvents {
  thread: { thread_id: number; public_session_id: string | null };
  user_message: ChatMessage;
  delta: { text: string };
  message: ChatMessage;
  error: { type: string; title: string; status: number; detail?: string };
  done: Record<string, never>;
}

export const PublicSessionParams = Type.Object({
  sessionId: Type.String({ minLength: 3, maxLength: 100 }),
});
export const PublicMessageParams = Type.Object({
  session: Type.String({ minLength: 3, maxLength: 100 }),
  message: Id,
});

export const PublicChat = Type.Object({ messages: Type.Array(ChatMessage) });
export type PublicChat = Static<typeof PublicChat>;

export const ConversationTitle = Type.Object({ conversation_title: Type.String() });
export type ConversationTitle = Static<typeof ConversationTitle>;

/** The flags after a like, dislike or bookmark toggle. */
export const MessageFlags = Type.Object({
  id: Id,
  liked: Type.Boolean(),
  disliked: Type.Boolean(),
  bookmarked: Type.Boolean(),
});
export type MessageFlags = Static<typeof MessageFlags>;

export const SpeechBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 4000 }) });
export const SpeechQuery = Type.Object({ is_quiz: Type.Optional(Type.Boolean()) });

/** Which set a generated message comes from: a tutor prompt trigger (1–13) or quiz coaching (1–18). */
export const NudgingGroup = Type.Union([
  Type.Literal('tutor_prompt'),
  Type.Literal('quiz_coaching'),
]);
export type NudgingGroup = Static<typeof NudgingGroup>;

export const GenerateBody = Type.Object({
  user_input: Type.Optional(Type.String({ maxLength: 2000 })),
  nudging_group: NudgingGroup,
  nudging_type: Type.Integer({ minimum: 1, maximum: 18 }),
  latest_question_correct: Type.Optional(Type.Boolean()),
});
export type GenerateBody = Static<typeof GenerateBody>;

/** A nudge, or the survey questions a survey trigger asks, saved in the user's thread. */
export const Generated = Type.Object({ messages: Type.Array(ChatMessage) });
export type Generated = Static<typeof Generated>;

/** `POST /chat/{id}/survey-response`: the answer to a survey_question message. */
export const SurveyResponseBody = Type.Object({
  response_value: Type.Integer({ minimum: 1, maximum: 4 }),
});
export type SurveyResponseBody = Static<typeof SurveyResponseBody>;
