import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Static, TObject } from 'typebox';
import { HttpProblem, badRequest, problemType } from '../../lib/problem';
import { textIssue } from '../../lib/text-input';
import { createValidatorCompiler, textValidator, validationFailure } from '../../lib/validation';

/** The per-file limit of every upload but documents; the multipart reader enforces it while reading. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const over = (detail: string) =>
  new HttpProblem(413, 'Too large', detail, { type: problemType('too-large') });

export const tooLarge = () =>
  over(`The file is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; choose a smaller one.`);

export interface MultipartFile {
  field: string;
  filename: string;
  /** The declared type, lower case and without parameters; only a hint, never trusted alone. */
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartForm<Fields = Record<string, string>> {
  fields: Fields;
  files: MultipartFile[];
}

export interface MultipartRules<Fields extends TObject> {
  /**
   * The text fields, validated and coerced like a query string (numbers in plain decimal
   * only); a field sent empty counts as not sent, as an empty form input means.
   */
  fields: Fields;
  /** The fields files may come in; a file in any other field is skipped unread. */
  fileFields: readonly string[];
  limits: { files: number; fileSize: number; fields: number };
  /** The 400's detail for a body that cannot be parsed, and the field it is filed under (`body`). */
  unreadable: string;
  unreadableField?: string;
  /** The 413's detail when more files came than the call takes. */
  tooManyFiles?: string;
  /** The 413 for a file over the limit, when it is not the common 2 MB one. */
  tooLarge?: () => HttpProblem;
}

/** A text field or file name PostgreSQL could not keep is refused like the same text in JSON. */
function checkText(field: string, text: string) {
  const issue = textIssue(text, field);
  if (issue) throw badRequest(`${field} ${issue.message}.`, { [field]: [issue.message] });
}

async function collect(
  request: FastifyRequest,
  rules: MultipartRules<TObject>,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  const { files, fields } = rules.limits;
  const parts = request.parts({ limits: { ...rules.limits, parts: files + fields } });
  for await (const part of parts) {
    checkText('field name', part.fieldname);
    if (part.type === 'field') {
      // busboy cuts a field at 1 MB and says so only in this flag.
      if (part.valueTruncated) throw over(`The field ${part.fieldname} is over 1 MB.`);
      const value = String(part.value);
      checkText(part.fieldname, value);
      if (value !== '') form.fields[part.fieldname] = value;
    } else if (rules.fileFields.includes(part.fieldname)) {
      checkText(`${part.fieldname} file name`, part.filename);
      form.files.push({
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype.split(';')[0]!.trim().toLowerCase(),
        bytes: await part.toBuffer(),
      });
    } else {
      part.file.resume();
    }
  }
  return form;
}

/**
 * Every multipart body Kyu takes is read here, once: the text fields (checked like any text of
 * a request, then against `rules.fields`), and the files of the named fields. Reading fails in two ways: @fastify/multipart's limits,
 * which carry their status (413), and busboy's parse errors (a cut-off body, no boundary),
 * which carry none and are the sender's fault, not a 500. Our own problems pass through.
 */
export async function readMultipart<Fields extends TObject>(
  request: FastifyRequest,
  rules: MultipartRules<Fields>,
): Promise<MultipartForm<Static<Fields>>> {
  let form: MultipartForm;
  try {
    form = await collect(request, rules);
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw (rules.tooLarge ?? tooLarge)();
    if (code === 'FST_FILES_LIMIT' && rules.tooManyFiles) throw over(rules.tooManyFiles);
    if (statusCode === undefined) {
      throw badRequest(rules.unreadable, {
        [rules.unreadableField ?? 'body']: ['could not be read as multipart/form-data'],
      });
    }
    throw error;
  }
  const validate = textValidator(rules.fields);
  if (!validate(form.fields)) throw validationFailure(validate.errors ?? [], 'body');
  return form as MultipartForm<Static<Fields>>;
}

const validating = createValidatorCompiler();

/**
 * A multipart body is read by its handler (`readMultipart`), not parsed into `request.body`;
 * its route schema is there for the API reference only, so it is not validated (every other
 * part is, as usual).
 */
export const documentedMultipart: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validating(route);

/** The API reference's schema of a multipart body: its text fields and its file fields. */
export function formBody(
  fields: TObject,
  files: Record<string, { description: string; maxItems?: number }>,
) {
  const binary = { type: 'string', format: 'binary' };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, { description, maxItems }]) => [
      name,
      maxItems
        ? { type: 'array', maxItems, items: binary, description }
        : { ...binary, description },
    ]),
  );
  return {
    type: 'object',
    properties: { ...fields.properties, ...fileProperties },
    ...(fields.required?.length ? { required: fields.required } : {}),
  };
}
