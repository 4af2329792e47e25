import type { ChatMessage } from '@kyu/core/contract';

let nextMessageId = 1000;

/** A saved chat message; a reply from the coach unless the test says otherwise. */
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextMessageId++,
    thread_id: 1,
    from_user: false,
    type: 'message',
    text: 'What do you think the next step is?',
    survey_type: null,
    survey_id: null,
    survey_question_id: null,
    options: null,
    response_value: null,
    liked: false,
    disliked: false,
    bookmarked: false,
    incomplete: false,
    sources: [],
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
