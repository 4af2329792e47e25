import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, tsvector } from './columns';
import type { ExtractionState } from '@kyu/core/contract';
import { schools, users } from './school-schema';

/**
 * A conversation with the coach: a signed-in user's thread, or a public session (no account)
 * identified by an unguessable id the visitor's browser keeps.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set for public chats only; 128+ random bits, so knowing it is the only access check. */
    publicSessionId: text('public_session_id'),
    /** The school whose documents ground the answers (the embedding site's, or the user's). */
    schoolId: integer('school_id').references(() => schools.id),
    title: text('title'),
    /** Address that opened a public session, for per-address limits. */
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_threads_public_session_key').on(t.publicSessionId),
    index('chat_threads_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    fromUser: boolean('from_user').notNull(),
    /** message | survey_question | survey_response | nudge */
    type: text('type').notNull().default('message'),
    text: text('text').notNull(),
    /** Attachments the student sent: file names, types and sizes (their text goes to the model). */
    attachments: jsonb('attachments').$type<{ name: string; type: string; size: number }[]>(),
    /** Where a reply's facts came from: document titles and chunk ids. */
    sources: jsonb('sources').$type<{ documentId: number; title: string }[]>(),
    surveyType: text('survey_type'),
    surveyId: integer('survey_id'),
    surveyQuestionId: integer('survey_question_id'),
    responseValue: integer('response_value'),
    nudgingGroup: text('nudging_group'),
    nudgingType: integer('nudging_type'),
    liked: boolean('liked').notNull().default(false),
    disliked: boolean('disliked').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    /** A reply cut off by a closed tab or a model error, saved as far as it got. */
    incomplete: boolean('incomplete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_thread_idx').on(t.threadId, t.id),
    index('chat_messages_bookmarked_idx')
      .on(t.threadId)
      .where(sql`bookmarked`),
  ],
);

/**
 * Documents a school (or Kyu, with no school) gives the coach and the generators: the extracted
 * text is kept, and its chunks are indexed for full-text search.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    /** coach 1, generation 2, marking 3, curriculum 4, ontology 5 (overview §3). */
    documentTypeId: integer('document_type_id').notNull(),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** Empty until extraction is done. */
    extractedText: text('extracted_text').notNull(),
    /**
     * Where extraction stands: big files are extracted by the 'document-extraction' job, which
     * counts progress (0-100) as it stores chunks; retrieval reads only documents that are done.
     */
    extractionState: text('extraction_state').$type<ExtractionState>().notNull().default('done'),
    extractionProgress: integer('extraction_progress').notNull().default(100),
    extractionError: text('extraction_error'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('documents_school_type_idx').on(t.schoolId, t.documentTypeId)],
);

/** The file a document was uploaded as, kept so it can be extracted again (or later, when big). */
export const documentFiles = pgTable('document_files', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const documentChunks = pgTable(
  'document_chunks',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    content: text('content').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', content)`),
  },
  (t) => [
    index('document_chunks_tsv_idx').using('gin', t.tsv),
    index('document_chunks_document_idx').on(t.documentId, t.ordinal),
  ],
);

/**
 * Prompts by type (marking 1 or 3, generation 2 or 8, scoring 4, solution 5, objective 6,
 * user request 7 or 9, and the coach); Kyu's default has no school, a school may override it.
 */
export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    promptType: text('prompt_type').notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the text in force; null for a seeded prompt, or one whose author has gone. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('prompts_type_school_key').on(t.promptType, t.schoolId),
    uniqueIndex('prompts_type_default_key')
      .on(t.promptType)
      .where(sql`school_id IS NULL`),
  ],
);

/**
 * A prompt's earlier texts: each save keeps the text it replaced, with who wrote that text and
 * when, and who replaced it and when. Removing the prompt removes its history with it.
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: serial('id').primaryKey(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedBy: integer('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prompt_versions_prompt_idx').on(t.promptId, t.replacedAt)],
);

/** Synthesised speech, cached by the hash of its text and voice. */
export const speechCache = pgTable(
  'speech_cache',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    mimeType: text('mime_type').notNull(),
    audio: bytea('audio').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('speech_cache_key').on(t.key)],
);
