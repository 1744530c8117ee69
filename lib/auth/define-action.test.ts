import { z } from '@/lib/validation/zod';
import { createClient } from '@/lib/supabase/server';
import { actionOk } from '@/lib/forms/action-result';
import { defineAction } from './define-action';

jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

const mockedCreateClient = createClient as jest.MockedFunction<typeof createClient>;
const clientWithUser = (user: unknown, error: unknown = null) =>
  ({ auth: { getUser: jest.fn().mockResolvedValue({ data: { user }, error }) } }) as unknown as Awaited<ReturnType<typeof createClient>>;

const schema = z.object({ name: z.string().min(3, { error: 'Curto demais.' }), age: z.number({ error: 'Informe a idade.' }) });

describe('defineAction', () => {
  beforeEach(() => mockedCreateClient.mockReset());

  it('answers every field error without touching the session', async () => {
    const handler = jest.fn();
    const action = defineAction(schema, handler);
    const result = await action({ name: 'a' } as never);
    expect(result).toEqual({
      ok: false,
      error: 'Verifique os campos destacados e tente novamente.',
      fieldErrors: { name: ['Curto demais.'], age: ['Informe a idade.'] },
    });
    expect(handler).not.toHaveBeenCalled();
    expect(mockedCreateClient).not.toHaveBeenCalled();
  });

  it("words the fields without a message of their own in pt-BR, never zod's English", async () => {
    const action = defineAction(z.object({ liked: z.boolean(), name: z.string().min(3, { error: 'Curto demais.' }) }), jest.fn());
    expect(await action({ liked: new Set(), name: 'a' } as never)).toEqual({
      ok: false,
      error: 'Verifique os campos destacados e tente novamente.',
      fieldErrors: { liked: ['Valor inválido.'], name: ['Curto demais.'] },
    });
  });

  it('runs the handler with the parsed input and the user', async () => {
    mockedCreateClient.mockResolvedValue(clientWithUser({ id: 'u1' }));
    const action = defineAction(schema, async (input, { user }) => actionOk(`${user.id}:${input.name}`));
    expect(await action({ name: 'Ana', age: 30 })).toEqual({ ok: true, data: 'u1:Ana' });
  });

  it('reports an expired session without running the handler', async () => {
    mockedCreateClient.mockResolvedValue(clientWithUser(null, { name: 'AuthSessionMissingError', message: 'Auth session missing!' }));
    const handler = jest.fn();
    const result = await defineAction(schema, handler)({ name: 'Ana', age: 30 });
    expect(result).toMatchObject({ ok: false, sessionExpired: true });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns an unexpected throw into a generic pt-BR failure, logged as one JSON line', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedCreateClient.mockResolvedValue(clientWithUser({ id: 'u1' }));
    const result = await defineAction(schema, async () => {
      throw new Error('boom: secret detail');
    })({ name: 'Ana', age: 30 });
    expect(result).toEqual({ ok: false, error: 'Ocorreu um erro inesperado. Tente novamente.' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(logged.mock.calls[0][0] as string)).toMatchObject({
      level: 'error',
      scope: 'action',
      requestId: null,
      error: { name: 'Error', message: 'boom: secret detail' },
    });
    jest.restoreAllMocks();
  });

  it('lets Next.js redirects through', async () => {
    mockedCreateClient.mockResolvedValue(clientWithUser({ id: 'u1' }));
    const redirectError = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/feed;307;' });
    const action = defineAction(schema, async () => {
      throw redirectError;
    });
    await expect(action({ name: 'Ana', age: 30 })).rejects.toBe(redirectError);
  });
});
