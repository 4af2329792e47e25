import type { FastifyRequest } from 'fastify';
import { ChatStreamFields } from '@kyu/core/contract';
import { unsupportedMedia } from '../../lib/problem';
import { UPLOAD_MAX_BYTES, readMultipart } from '../../providers/files/multipart';
import { MAX_ATTACHMENTS, classify, type ChatForm } from './attachments';

/** Reads the fields and files (`file[]`, or `file`) of a chat message sent as multipart/form-data. */
export async function readChatForm(request: FastifyRequest): Promise<ChatForm> {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the message as multipart/form-data.');
  }
  const { fields, files } = await readMultipart(request, {
    fields: ChatStreamFields,
    fileFields: ['file[]', 'file'],
    limits: { files: MAX_ATTACHMENTS, fileSize: UPLOAD_MAX_BYTES, fields: 10 },
    unreadable: 'The message could not be read; send it again.',
    tooManyFiles: `Attach at most ${MAX_ATTACHMENTS} files.`,
  });
  return { fields, attachments: files.map((f) => classify(f.filename || 'file', f.bytes)) };
}
