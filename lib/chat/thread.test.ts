import {
  attachmentPath,
  attachmentProblem,
  groupByDay,
  lastSeenMessageId,
  mergeMessages,
  messageProblem,
  previewText,
  type ThreadMessage,
} from './thread';

const me = 'a';
const msg = (id: string, at: string, over: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  conversation_id: 'c',
  sender_id: me,
  receiver_id: 'b',
  body: id,
  created_at: at,
  read_at: null,
  attachment_path: null,
  attachment_name: null,
  attachment_type: null,
  attachment_size: null,
  ...over,
});

describe('thread rules', () => {
  it('merges pages, live rows and optimistic copies by id, oldest first', () => {
    const optimistic = msg('3', '2026-11-28T10:00:00Z', { status: 'sending' });
    let list = mergeMessages([], [msg('2', '2026-11-28T09:00:00Z'), optimistic]);
    list = mergeMessages(list, [msg('1', '2026-11-27T09:00:00Z')]);
    list = mergeMessages(list, [msg('3', '2026-11-28T10:00:01Z')]);
    expect(list.map((m) => [m.id, m.status])).toEqual([
      ['1', undefined],
      ['2', undefined],
      ['3', undefined],
    ]);
    // the optimistic copy arriving late does not replace the stored row; read_at is kept
    list = mergeMessages(list, [msg('2', '2026-11-28T09:00:00Z', { read_at: '2026-11-28T11:00:00Z' })]);
    list = mergeMessages(list, [optimistic, msg('2', '2026-11-28T09:00:00Z')]);
    expect(list.find((m) => m.id === '3')!.status).toBeUndefined();
    expect(list.find((m) => m.id === '2')!.read_at).toBe('2026-11-28T11:00:00Z');
  });

  it('groups by São Paulo day', () => {
    const now = new Date('2026-11-28T18:00:00Z');
    const groups = groupByDay(
      [
        msg('1', '2026-11-26T12:00:00Z'),
        msg('2', '2026-11-27T12:00:00Z'),
        msg('3', '2026-11-28T12:00:00Z'),
        msg('4', '2026-11-28T13:00:00Z'),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.messages.length])).toEqual([
      ['26 de novembro', 1],
      ['Ontem', 1],
      ['Hoje', 2],
    ]);
  });

  it('puts Visto under my last message once it is read', () => {
    const read = '2026-11-28T12:00:00Z';
    expect(lastSeenMessageId([msg('1', read, { read_at: read }), msg('2', read, { sender_id: 'b', receiver_id: me })], me)).toBe('1');
    expect(lastSeenMessageId([msg('1', read, { read_at: read }), msg('2', read)], me)).toBeNull();
    expect(lastSeenMessageId([], me)).toBeNull();
  });

  it('refuses empty and oversized messages and bad files', () => {
    expect(messageProblem('   ')).toBe('Escreva uma mensagem.');
    expect(messageProblem('   ', true)).toBeNull();
    expect(messageProblem('x'.repeat(4001))).toBe('A mensagem pode ter no máximo 4000 caracteres.');
    expect(messageProblem('x'.repeat(4000))).toBeNull();
    expect(attachmentProblem({ size: 100, type: 'application/zip' })).toBe('Envie imagens (JPG, PNG, WEBP, GIF) ou PDF.');
    expect(attachmentProblem({ size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe('O arquivo pode ter no máximo 10 MB.');
    expect(attachmentProblem({ size: 10, type: 'image/png' })).toBeNull();
    expect(attachmentPath('c', 's', 'application/pdf', 'r')).toBe('c/s/r.pdf');
  });

  it('previews the last message', () => {
    expect(previewText('Oi', null, true)).toBe('Você: Oi');
    expect(previewText('', 'a.pdf', false)).toBe('📎 a.pdf');
    expect(previewText(null, null, false)).toBe('Nenhuma mensagem ainda');
  });
});
