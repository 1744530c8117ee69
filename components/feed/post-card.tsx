'use client';
// One post: author, time, text, image, likes (optimistic, rolled back on error), comments, and the
// author's edit and delete (with confirmation); an administrator removes someone else's post with
// a reason (moderation: audited, the author notified).
import { HeartIcon, MessageSquareIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { IntentLink } from '@/components/layout/intent-link';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { LazyRemoveContentDialog } from '@/components/admin/lazy-remove-content-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { RelativeTime } from '@/components/ui/relative-time';
import { Textarea } from '@/components/ui/textarea';
import { deletePost } from '@/lib/actions/social/delete-post';
import { editPost } from '@/lib/actions/social/edit-post';
import { setLike } from '@/lib/actions/social/set-like';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { formatDate } from '@/lib/format/dates';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { POST_MAX } from '@/lib/validation/post-limits';
import { Comments } from './comments';
import { PersonAvatar } from './person-avatar';
import { PostImage } from './post-image';
import { PostText } from './post-text';
import type { FeedItem } from './post-types';

type Props = {
  post: FeedItem;
  viewerId: string;
  isAdmin: boolean;
  onDeleted: (id: string) => void;
  openComments?: boolean;
  /** Drawn inside the prerendered document (components/feed/feed-preview.tsx): the date, not "há 5 minutos". */
  preview?: boolean;
};

export function PostCard({ post, viewerId, isAdmin, onDeleted, openComments = false, preview = false }: Props) {
  const [liked, setLiked] = useState(post.liked_by_me);
  const [likes, setLikes] = useState(post.likes_count);
  const [comments, setComments] = useState(post.comments_count);
  const [showComments, setShowComments] = useState(openComments);
  const [body, setBody] = useState(post.body);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.body);
  const [confirming, setConfirming] = useState(false);
  const [moderating, setModerating] = useState(false);
  const [pending, startTransition] = useTransition();
  // The delete confirmation opens from the options menu, whose item is gone by the time it closes:
  // focus goes back to the menu's button.
  const optionsButton = useRef<HTMLButtonElement>(null);
  const own = post.author_id === viewerId;
  const profileHref = `${ROUTES.publicProfile}?id=${post.author_id}`;

  function toggleLike() {
    const next = !liked;
    const before = { liked, likes };
    setLiked(next);
    setLikes((n) => Math.max(0, n + (next ? 1 : -1)));
    void setLike({ postId: post.id, liked: next })
      .then(async (result) => {
        if (result.ok) return setLikes(result.data.likes);
        setLiked(before.liked);
        setLikes(before.likes);
        await toastActionFailure(result, 'Não foi possível curtir');
      })
      .catch(() => {
        setLiked(before.liked);
        setLikes(before.likes);
        toast.error('Não foi possível curtir. Verifique sua conexão e tente novamente.');
      });
  }

  function saveEdit() {
    startTransition(async () => {
      const result = await editPost({ postId: post.id, body: draft });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível salvar'));
      setBody(result.data.body);
      setEditing(false);
      toast.success('Publicação atualizada.');
    });
  }

  function remove() {
    startTransition(async () => {
      const result = await deletePost({ postId: post.id });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível excluir'));
      setConfirming(false);
      toast.success('Publicação excluída.');
      onDeleted(post.id);
    });
  }

  return (
    <article className="rounded-2xl border bg-background p-4 shadow-sm" aria-label={`Publicação de ${post.authorDisplay}`}>
      <header className="flex items-start gap-3">
        <PersonAvatar id={post.author_id} name={post.authorDisplay} src={post.avatarSrc} />
        <div className="min-w-0 flex-1">
          <IntentLink href={profileHref} className="font-semibold hover:underline">
            {post.authorDisplay}
          </IntentLink>
          {post.author_headline ? <p className="truncate text-xs text-muted-foreground">{post.author_headline}</p> : null}
          <p className="text-xs text-muted-foreground">
            {preview ? (
              <time dateTime={post.created_at}>{formatDate(post.created_at, 'shortDate')}</time>
            ) : (
              <RelativeTime at={post.created_at} />
            )}
            {post.updated_at !== post.created_at ? ' · editada' : null}
          </p>
        </div>
        {own || isAdmin ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button ref={optionsButton} type="button" variant="ghost" size="icon" className="size-8" aria-label="Opções da publicação">
                <MoreHorizontalIcon />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {own ? (
                <DropdownMenuItem onSelect={() => setEditing(true)}>
                  <PencilIcon aria-hidden /> Editar
                </DropdownMenuItem>
              ) : null}
              {own ? (
                <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
                  <Trash2Icon aria-hidden /> Excluir
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => setModerating(true)} className="text-destructive">
                  <Trash2Icon aria-hidden /> Remover (moderação)
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </header>

      {editing ? (
        <div className="mt-3 grid gap-2">
          <label htmlFor={`edit-${post.id}`} className="sr-only">
            Texto da publicação
          </label>
          <Textarea id={`edit-${post.id}`} value={draft} onChange={(e) => setDraft(e.target.value)} rows={4} />
          <div className="flex items-center justify-between">
            <span className={cn('text-xs', draft.length > POST_MAX ? 'text-destructive' : 'text-muted-foreground')}>
              {draft.length}/{POST_MAX}
            </span>
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)} disabled={pending}>
                Cancelar
              </Button>
              <Button type="button" size="sm" onClick={saveEdit} disabled={pending}>
                Salvar
              </Button>
            </div>
          </div>
        </div>
      ) : body ? (
        <PostText text={body} className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap" />
      ) : null}
      {post.imageSrc ? <PostImage src={post.imageSrc} alt={`Imagem da publicação de ${post.authorDisplay}`} /> : null}

      <div className="mt-3 flex items-center gap-1 border-t pt-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={toggleLike}
          aria-pressed={liked}
          aria-label={liked ? 'Descurtir' : 'Curtir'}
        >
          <HeartIcon aria-hidden className={cn(liked && 'fill-rose-500 text-rose-500')} />
          <span data-testid="likes-count">{likes}</span>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setShowComments((v) => !v)}
          aria-expanded={showComments}
          aria-label="Comentários"
        >
          <MessageSquareIcon aria-hidden />
          <span data-testid="comments-count">{comments}</span>
        </Button>
      </div>
      {showComments ? (
        <Comments postId={post.id} viewerId={viewerId} isAdmin={isAdmin} onCountChange={(d) => setComments((n) => Math.max(0, n + d))} />
      ) : null}

      {isAdmin && !own ? (
        <LazyRemoveContentDialog
          target="post"
          id={post.id}
          author={post.authorDisplay}
          open={moderating}
          onOpenChange={setModerating}
          onRemoved={() => onDeleted(post.id)}
        />
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            optionsButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Excluir publicação?</DialogTitle>
            <DialogDescription>
              A publicação, suas curtidas e comentários serão removidos. Esta ação não pode ser desfeita.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
              Cancelar
            </Button>
            <Button type="button" variant="destructive" onClick={remove} disabled={pending}>
              Excluir
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
