import {
  attachmentPath,
  attachmentProblem,
  groupByDay,
  isSystemMessage,
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
  kind: 'text',
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

  it('gives system lines no read receipt, and lets them hide none', () => {
    const read = '2026-11-28T12:00:00Z';
    const system = msg('s', read, { kind: 'system', read_at: read });
    expect(isSystemMessage(system)).toBe(true);
    expect(isSystemMessage(msg('t', read))).toBe(false);
    // a system line in my name after my read message: 'Visto' stays under my message
    expect(lastSeenMessageId([msg('1', read, { read_at: read }), system], me)).toBe('1');
    // a read system line alone is no message of mine
    expect(lastSeenMessageId([system], me)).toBeNull();
    expect(lastSeenMessageId([msg('1', read), { ...system, read_at: null }], me)).toBeNull();
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
    expect(previewText('Oi', null, true, 'text')).toBe('Você: Oi');
  });

  it('previews a system line as it reads, even when sent in my name', () => {
    const line = 'Entrega enviada: Ana enviou uma entrega de "Campanha".';
    expect(previewText(line, null, true, 'system')).toBe(line);
    expect(previewText(` ${line} `, null, false, 'system')).toBe(line);
  });
});
