// text/csv output: a header of the row keys, then one line per row (RFC 4180 quoting).
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(json: string): string {
  const rows = JSON.parse(json) as Record<string, unknown>[] | Record<string, unknown>;
  const list = Array.isArray(rows) ? rows : [rows];
  if (!list.length) return '';
  const keys = Object.keys(list[0]);
  return [keys.map(cell).join(','), ...list.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n');
}
