'use client';
// "Enviar mensagem": opens (creating when needed) the conversation with one person and goes to it.
// Used on public profiles, candidate cards, network cards and anywhere two people should talk.
import { MessageSquareIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { startConversation } from '@/lib/actions/chat/start-conversation';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';

type MessageButtonProps = Omit<ButtonProps, 'onClick'> & {
  profileId: string;
  opportunityId?: string;
  label?: string;
};

export function MessageButton({ profileId, opportunityId, label = 'Enviar mensagem', ...props }: MessageButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function open() {
    startTransition(async () => {
      const result = await startConversation({ profileId, opportunityId });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível abrir a conversa'));
      router.push(result.data.url);
    });
  }

  return (
    <Button type="button" variant="outline" onClick={open} disabled={pending} aria-busy={pending} {...props}>
      {pending ? <Spinner /> : <MessageSquareIcon aria-hidden />}
      {label}
    </Button>
  );
}
