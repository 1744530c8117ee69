import { MODERATION_REASON_LONG_MESSAGE, MODERATION_REASON_SHORT_MESSAGE, removeContentSchema } from './moderation';

const id = '0b6f0c1e-0000-4000-8000-000000000001';
const messages = (input: unknown) => removeContentSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('removeContentSchema', () => {
  it('accepts a post or a comment with a reason of 5 to 500 characters, trimmed', () => {
    expect(removeContentSchema.parse({ target: 'post', id, reason: '  Spam repetido  ' })).toEqual({
      target: 'post',
      id,
      reason: 'Spam repetido',
    });
    expect(removeContentSchema.safeParse({ target: 'comment', id, reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it('refuses a short, blank or long reason with the pt-BR message', () => {
    expect(messages({ target: 'post', id, reason: 'abcd' })).toEqual([MODERATION_REASON_SHORT_MESSAGE]);
    expect(messages({ target: 'post', id, reason: '      ' })).toEqual([MODERATION_REASON_SHORT_MESSAGE]);
    expect(messages({ target: 'post', id, reason: 'x'.repeat(501) })).toEqual([MODERATION_REASON_LONG_MESSAGE]);
    expect(MODERATION_REASON_SHORT_MESSAGE).toBe('Informe o motivo (ao menos 5 caracteres).');
  });

  it('refuses anything but a post or a comment id', () => {
    expect(messages({ target: 'profile', id, reason: 'Motivo válido' })).toEqual(['Conteúdo inválido.']);
    expect(messages({ target: 'post', id: 'not-a-uuid', reason: 'Motivo válido' })).toEqual(['Conteúdo inválido.']);
  });
});
