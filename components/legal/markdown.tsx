// A small, safe Markdown renderer for the terms of use: headings (#, ##, ###), paragraphs, lists
// (-, *, 1.), **bold**, *italic* and [links](https://…) become React elements; nothing is ever
// inserted as HTML, so a version's text cannot carry markup or scripts.
import type { ReactNode } from 'react';

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const k = `${key}-${i++}`;
    if (match[1]) out.push(<strong key={k}>{match[1]}</strong>);
    else if (match[2]) out.push(<em key={k}>{match[2]}</em>);
    else {
      const href = match[4];
      const safe = /^(https?:\/\/|\/(?!\/)|mailto:|#)/i.test(href);
      out.push(
        safe ? (
          <a key={k} href={href} className="underline underline-offset-4" rel="noopener noreferrer">
            {match[3]}
          </a>
        ) : (
          match[3]
        ),
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A heading's text and id: `## Título {#id}` sets the id, otherwise it comes from the text. */
function headingParts(raw: string): { text: string; id: string } {
  const custom = /^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/.exec(raw);
  return custom ? { text: custom[1], id: custom[2] } : { text: raw.trim(), id: slugify(raw) };
}

export type MarkdownHeading = { id: string; text: string };

/** The level-2 headings, for a table of contents. */
export function markdownHeadings(source: string): MarkdownHeading[] {
  return source
    .split('\n')
    .filter((line) => /^##\s+/.test(line))
    .map((line) => headingParts(line.replace(/^##\s+/, '')));
}

export function Markdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <div className="grid gap-3 leading-relaxed text-foreground/90">
      {blocks.map((block, b) => {
        const text = block.trim();
        if (!text) return null;
        const heading = /^(#{1,3})\s+(.*)$/.exec(text);
        if (heading && !text.includes('\n')) {
          const level = heading[1].length;
          const { id, text: title } = headingParts(heading[2]);
          if (level === 1)
            return (
              <h2 key={b} id={id} className="mt-6 scroll-mt-24 text-2xl font-semibold tracking-tight">
                {inline(title, `h${b}`)}
              </h2>
            );
          if (level === 2)
            return (
              <h2 key={b} id={id} className="mt-6 scroll-mt-24 text-xl font-semibold tracking-tight">
                {inline(title, `h${b}`)}
              </h2>
            );
          return (
            <h3 key={b} id={id} className="mt-4 text-lg font-semibold">
              {inline(title, `h${b}`)}
            </h3>
          );
        }
        const lines = text.split('\n');
        if (lines.every((line) => /^\s*[-*]\s+/.test(line)))
          return (
            <ul key={b} className="ml-6 list-disc">
              {lines.map((line, l) => (
                <li key={l}>{inline(line.replace(/^\s*[-*]\s+/, ''), `u${b}-${l}`)}</li>
              ))}
            </ul>
          );
        if (lines.every((line) => /^\s*\d+\.\s+/.test(line)))
          return (
            <ol key={b} className="ml-6 list-decimal">
              {lines.map((line, l) => (
                <li key={l}>{inline(line.replace(/^\s*\d+\.\s+/, ''), `o${b}-${l}`)}</li>
              ))}
            </ol>
          );
        return <p key={b}>{inline(lines.join(' '), `p${b}`)}</p>;
      })}
    </div>
  );
}
