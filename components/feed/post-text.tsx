// A post's or comment's text: always text (React escapes it); http(s) addresses become links that
// open in a new tab without access to this page.
import { linkify } from '@/lib/format/linkify';

export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? 'text-sm leading-relaxed break-words whitespace-pre-wrap'}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
