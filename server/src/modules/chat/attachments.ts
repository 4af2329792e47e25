import type { ChatStreamFields } from '@kyu/core/contract';
import { unsupportedMedia } from '../../lib/problem';
import { IMAGE_FORMATS, sniffImage } from '../../providers/files/image-type';

/** At most this many files go with one message, each within the upload limit (2 MB). */
export const MAX_ATTACHMENTS = 3;
/** Of a text file, this much reaches the model; the rest is cut so one file cannot crowd out the conversation. */
const TEXT_FOR_MODEL = 20_000;

export interface Attachment {
  name: string;
  type: string;
  size: number;
  /** The file's text, for text files only. */
  text: string | null;
}

export interface ChatForm {
  fields: ChatStreamFields;
  attachments: Attachment[];
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** UTF-8 without control characters other than tab, line breaks and form feed. */
function asText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\v\u000e-\u001f\u007f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** What a file is, from its bytes alone; the declared type and name are not trusted. */
export function classify(name: string, bytes: Buffer): Attachment {
  const image = sniffImage(bytes, ['png', 'jpeg', 'webp']);
  if (image) return { name, type: IMAGE_FORMATS[image].mime, size: bytes.length, text: null };
  if (isPdf(bytes)) return { name, type: 'application/pdf', size: bytes.length, text: null };
  const text = asText(bytes);
  if (text !== null) return { name, type: 'text/plain', size: bytes.length, text };
  throw unsupportedMedia(`${name} is not an image (PNG, JPEG or WebP), a PDF or a text file.`);
}

/** What the model is told about the files: the text of text files, and a note of the others. */
export function attachmentContext(attachments: Attachment[]): string {
  return attachments
    .map((a) =>
      a.text === null
        ? `[The student attached ${a.name} (${a.type}); its contents are not shown to you.]`
        : `[The student attached the text file ${a.name}:]\n${a.text.slice(0, TEXT_FOR_MODEL)}`,
    )
    .join('\n\n');
}
