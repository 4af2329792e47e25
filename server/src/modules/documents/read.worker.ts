import { workerTask } from '../../lib/worker-task';
import { measureDocument, readDocument } from './extract';

/** The tasks of the documents' worker pool (reader.ts). */
export interface DocumentInput {
  /** A copy of the upload: structured cloning hands a Buffer over as a plain Uint8Array. */
  bytes: Uint8Array;
  filename: string;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

export const measure = workerTask(({ bytes, filename }: DocumentInput) =>
  measureDocument(asBuffer(bytes), filename),
);

export const read = workerTask(({ bytes, filename }: DocumentInput) =>
  readDocument(asBuffer(bytes), filename),
);
