// A line the platform posted in the conversation when a contract moved ('Entrega enviada: ...'):
// centred, muted, the width of the thread, with an info icon; no bubble, no read receipt.
import { InfoIcon } from 'lucide-react';
import { timeLabel } from '@/lib/chat/dates';
import type { ThreadMessage } from '@/lib/chat/thread';
import { MessageText } from './message-text';

export function SystemLine({ message }: { message: ThreadMessage }) {
  return (
    <div className="mx-auto flex w-full max-w-xl items-start justify-center gap-2 px-2 py-1.5 text-center text-muted-foreground">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <span className="sr-only">Aviso da plataforma: </span>
        <MessageText body={message.body} className="text-xs sm:text-sm" />
        <p className="mt-0.5 text-[11px]">{timeLabel(message.created_at)}</p>
      </div>
    </div>
  );
}
