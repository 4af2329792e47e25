/**
 * One CSV line (RFC 4180): every field quoted. A field a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe, so
 * opening an export never runs what someone typed into a batch name.
 */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields.map((field) => csvField(field === null ? '' : String(field))).join(',') + '\r\n';
}

function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
