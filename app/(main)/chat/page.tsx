import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChatScreen } from '@/components/chat/chat-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Mensagens' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// conversations and a linked thread are read in the browser; Realtime keeps them live.
export default function ChatPage() {
  return (
    <Screen title="Mensagens" description="Suas conversas com criadores, marcas e agências, em tempo real.">
      <Suspense fallback={<PageLoading />}>
        <ChatScreen />
      </Suspense>
    </Screen>
  );
}
