// Posts and comments (issue 10): the actions' schemas, on the limits and messages of
// lib/validation/post-limits.ts (which the browser imports); the database checks the same limits.
import { z } from '@/lib/validation/zod';
import {
  COMMENT_EMPTY_MESSAGE,
  COMMENT_MAX,
  COMMENT_TOO_LONG_MESSAGE,
  POST_EMPTY_MESSAGE,
  POST_MAX,
  POST_TOO_LONG_MESSAGE,
} from './post-limits';

const uuid = z.uuid({ error: 'Publicação inválida.' });

export const postSchema = z
  .object({
    body: z.string().max(POST_MAX, { error: POST_TOO_LONG_MESSAGE }),
    imageUrl: z.string().max(2048).nullable().optional(),
  })
  .refine((v) => v.body.trim() !== '' || !!v.imageUrl, { error: POST_EMPTY_MESSAGE, path: ['body'] });

export const editPostSchema = z.object({
  postId: uuid,
  body: z.string().max(POST_MAX, { error: POST_TOO_LONG_MESSAGE }),
});

export const commentSchema = z.object({
  postId: uuid,
  body: z.string().trim().min(1, { error: COMMENT_EMPTY_MESSAGE }).max(COMMENT_MAX, { error: COMMENT_TOO_LONG_MESSAGE }),
});

export const postIdSchema = z.object({ postId: uuid });
export const commentIdSchema = z.object({ commentId: z.uuid({ error: 'Comentário inválido.' }) });
export const profileIdSchema = z.object({ profileId: z.uuid({ error: 'Perfil inválido.' }) });
