// CSV for Excel in pt-BR: UTF-8 with a BOM (so accents open right), ';' as the separator, every
// field quoted when it needs to be, and formulas neutralised (a leading =, +, - or @ gets a ').

export const CSV_BOM = '\uFEFF';

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(';')}\r\n`;
}
