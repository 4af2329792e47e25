export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body for `app.inject`, with text fields and any files, built by hand so
 * tests control the declared type and name as a browser (or a hostile client) would send them.
 */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----kyu-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body holding one file part (and any text fields). */
export const multipartBody = (file: FilePart, fields: Record<string, string> = {}) =>
  multipartForm(fields, [file]);
