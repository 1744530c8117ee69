// A message body as text (React escapes it), with http(s) links opened safely in a new tab.
import { splitLinks } from '@/lib/chat/text';
import { cn } from '@/lib/utils';

export function MessageText({ body, className }: { body: string; className?: string }) {
  return (
    <p className={cn('text-sm break-words whitespace-pre-wrap', className)}>
      {splitLinks(body).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
