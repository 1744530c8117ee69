'use client';
// A post's comments: read when opened, add one, delete one's own; an administrator removes
// someone else's with a reason (moderation).
import { Trash2Icon } from 'lucide-react';
import { IntentLink } from '@/components/layout/intent-link';
import { useEffect, useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { LazyRemoveContentDialog } from '@/components/admin/lazy-remove-content-dialog';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { addComment } from '@/lib/actions/social/add-comment';
import { deleteComment } from '@/lib/actions/social/delete-comment';
import { loadComments } from '@/lib/actions/social/load-comments';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { ROUTES } from '@/lib/routes';
import { COMMENT_EMPTY_MESSAGE, COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE } from '@/lib/validation/post-limits';
import { PostText } from './post-text';
import type { CommentItem } from './post-types';

type Props = { postId: string; viewerId: string; isAdmin: boolean; onCountChange: (delta: number) => void };

export function Comments({ postId, viewerId, isAdmin, onCountChange }: Props) {
  const id = useId();
  const [comments, setComments] = useState<CommentItem[] | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [moderating, setModerating] = useState<CommentItem | null>(null);

  useEffect(() => {
    let active = true;
    void loadComments({ postId }).then(async (result) => {
      if (!active) return;
      if (result.ok) setComments(result.data);
      else {
        setComments([]);
        await toastActionFailure(result, 'Não foi possível carregar os comentários');
      }
    });
    return () => {
      active = false;
    };
  }, [postId]);

  function submit() {
    const text = body.trim();
    if (!text) return setError(COMMENT_EMPTY_MESSAGE);
    if (text.length > COMMENT_MAX) return setError(COMMENT_TOO_LONG_MESSAGE);
    setError(null);
    startTransition(async () => {
      const result = await addComment({ postId, body: text });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível comentar'));
      const again = await loadComments({ postId });
      if (again.ok) setComments(again.data);
      setBody('');
      onCountChange(1);
    });
  }

  function remove(commentId: string) {
    startTransition(async () => {
      const result = await deleteComment({ commentId });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível excluir o comentário'));
      setComments((list) => list?.filter((c) => c.id !== commentId) ?? null);
      onCountChange(-1);
      toast.success('Comentário excluído.');
    });
  }

  return (
    <div className="mt-3 border-t pt-3">
      {comments === null ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Carregando...
        </p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum comentário ainda.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Comentários">
          {comments.map((c) => (
            <li key={c.id} className="rounded-xl bg-muted/60 px-3 py-2">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm">
                  <IntentLink href={`${ROUTES.publicProfile}?id=${c.author_id}`} className="font-semibold hover:underline">
                    {c.author_company_name || c.author_name || 'Usuário'}
                  </IntentLink>{' '}
                  <RelativeTime at={c.created_at} className="text-xs text-muted-foreground" />
                </p>
                {c.author_id === viewerId ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label="Excluir comentário"
                    onClick={() => remove(c.id)}
                    disabled={pending}
                  >
                    <Trash2Icon />
                  </Button>
                ) : isAdmin ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label="Remover comentário (moderação)"
                    onClick={() => setModerating(c)}
                  >
                    <Trash2Icon />
                  </Button>
                ) : null}
              </div>
              <PostText text={c.body} />
            </li>
          ))}
        </ul>
      )}
      {moderating ? (
        <LazyRemoveContentDialog
          key={moderating.id}
          target="comment"
          id={moderating.id}
          author={moderating.author_company_name || moderating.author_name || 'Usuário'}
          open
          onOpenChange={(open) => (open ? null : setModerating(null))}
          onRemoved={() => {
            setComments((list) => list?.filter((c) => c.id !== moderating.id) ?? null);
            onCountChange(-1);
          }}
        />
      ) : null}
      <div className="mt-3 grid gap-2">
        <label htmlFor={`${id}-comment`} className="sr-only">
          Escreva um comentário
        </label>
        <Textarea
          id={`${id}-comment`}
          rows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder="Escreva um comentário..."
          aria-invalid={!!error}
        />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="button" size="sm" onClick={submit} disabled={pending}>
            Comentar
          </Button>
        </div>
      </div>
    </div>
  );
}
