// Fuzz table: the feed, chat and sign-up helper actions.
import { isDocumentTaken } from '@/lib/actions/auth/document-taken';
import { startConversation } from '@/lib/actions/chat/start-conversation';
import { addComment } from '@/lib/actions/social/add-comment';
import { createPost } from '@/lib/actions/social/create-post';
import { deleteComment } from '@/lib/actions/social/delete-comment';
import { deletePost } from '@/lib/actions/social/delete-post';
import { editPost } from '@/lib/actions/social/edit-post';
import { loadComments } from '@/lib/actions/social/load-comments';
import { setFollow } from '@/lib/actions/social/set-follow';
import { setLike } from '@/lib/actions/social/set-like';
import { actionOk } from '@/lib/forms/action-result';
import { loose, type ModuleTargets } from '../support/targets';

// What a like, a follow, a comment or a post of one's own updates by design.
const FEED_WRITES = ['public.social_counts', 'public.notifications', 'public.unread_counts', 'public.profiles'];

/** isDocumentTaken answers true, false or null (unknown): as an ActionResult for the checks. */
const documentTaken = async (input: unknown) => {
  const taken = await loose(isDocumentTaken)(input);
  return taken === true || taken === false || taken === null ? actionOk(taken) : { ok: 'not a boolean', data: taken };
};

export const SOCIAL_TARGETS: ModuleTargets[] = [
  {
    module: 'lib/actions/auth/document-taken.ts',
    targets: [{ name: 'isDocumentTaken', call: documentTaken, actor: 'creator', template: () => '529.982.247-25' }],
  },
  {
    module: 'lib/actions/chat/start-conversation.ts',
    targets: [
      {
        name: 'startConversation',
        call: loose(startConversation),
        actor: 'creator',
        template: () => ({ profileId: crypto.randomUUID() }),
        mayWrite: ['public.conversations', 'public.conversation_members', ...FEED_WRITES],
      },
    ],
  },
  {
    module: 'lib/actions/social/add-comment.ts',
    targets: [
      {
        name: 'addComment',
        call: loose(addComment),
        actor: 'creator',
        template: (f) => ({ postId: f.post, body: 'Comentário <b>teste</b>' }),
        mayWrite: ['public.post_comments', 'public.posts', ...FEED_WRITES],
      },
    ],
  },
  {
    module: 'lib/actions/social/create-post.ts',
    targets: [
      {
        name: 'createPost',
        call: loose(createPost),
        actor: 'creator',
        template: (f) => ({ body: 'Publicação', imageUrl: `/storage/v1/object/public/post-images/${f.profile}/foto.png` }),
        mayWrite: ['public.posts', ...FEED_WRITES],
      },
    ],
  },
  {
    module: 'lib/actions/social/delete-comment.ts',
    targets: [{ name: 'deleteComment', call: loose(deleteComment), actor: 'creator', template: (f) => ({ commentId: f.comment }) }],
  },
  {
    module: 'lib/actions/social/delete-post.ts',
    targets: [{ name: 'deletePost', call: loose(deletePost), actor: 'creator', template: (f) => ({ postId: f.post }) }],
  },
  {
    module: 'lib/actions/social/edit-post.ts',
    targets: [
      {
        name: 'editPost',
        call: loose(editPost),
        actor: 'creator',
        template: (f) => ({ postId: f.post, body: 'Editado por outra pessoa' }),
      },
    ],
  },
  {
    module: 'lib/actions/social/load-comments.ts',
    targets: [{ name: 'loadComments', call: loose(loadComments), actor: 'creator', template: (f) => ({ postId: f.post }) }],
  },
  {
    module: 'lib/actions/social/set-follow.ts',
    targets: [
      {
        name: 'setFollow',
        call: loose(setFollow),
        actor: 'creator',
        template: (f) => ({ profileId: f.profile, follow: false }),
        mayWrite: ['public.follows', ...FEED_WRITES],
      },
    ],
  },
  {
    module: 'lib/actions/social/set-like.ts',
    targets: [
      {
        name: 'setLike',
        call: loose(setLike),
        actor: 'creator',
        template: (f) => ({ postId: f.post, liked: false }),
        mayWrite: ['public.post_likes', 'public.posts', ...FEED_WRITES],
      },
    ],
  },
];
