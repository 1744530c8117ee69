import { VIACEP_URL, cepDigits, lookupCep } from './cep-lookup';

const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

describe('lookupCep (ViaCEP, network stubbed)', () => {
  afterEach(() => jest.useRealTimers());

  it('fills street, neighbourhood, city and state of a CEP that exists', async () => {
    const fetchImpl = jest.fn(async () => json(PAULISTA));
    await expect(lookupCep('01310-100', { fetchImpl })).resolves.toEqual({
      status: 'found',
      address: { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://viacep.com.br/ws/01310100/json/',
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it('answers not-found for { erro: true } and for a malformed CEP (which is never sent)', async () => {
    await expect(lookupCep('99999-999', { fetchImpl: async () => json({ erro: true }) })).resolves.toEqual({ status: 'not-found' });
    await expect(lookupCep('99999-999', { fetchImpl: async () => json({ erro: 'true' }) })).resolves.toEqual({ status: 'not-found' });
    await expect(lookupCep('99999-999', { fetchImpl: async () => json({}, 400) })).resolves.toEqual({ status: 'not-found' });
    const fetchImpl = jest.fn();
    await expect(lookupCep('0131', { fetchImpl })).resolves.toEqual({ status: 'not-found' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('answers unavailable when the network fails, the server errs or answers nonsense', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(lookupCep('01310100', { fetchImpl: offline })).resolves.toEqual({ status: 'unavailable' });
    await expect(lookupCep('01310100', { fetchImpl: async () => json({}, 503) })).resolves.toEqual({ status: 'unavailable' });
    await expect(lookupCep('01310100', { fetchImpl: async () => json('<html>') })).resolves.toEqual({ status: 'unavailable' });
    await expect(lookupCep('01310100', { fetchImpl: async () => json({ localidade: 'X', uf: 'Narnia' }) })).resolves.toEqual({
      status: 'unavailable',
    });
    const badJson = async () => ({ ok: true, status: 200, json: async () => JSON.parse('{') }) as unknown as Response;
    await expect(lookupCep('01310100', { fetchImpl: badJson })).resolves.toEqual({ status: 'unavailable' });
  });

  it('gives up after the timeout and aborts the request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const never = (_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    };
    const result = lookupCep('01310100', { fetchImpl: never as typeof fetch, timeoutMs: 3000 });
    await jest.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'unavailable' });
    expect(signal?.aborted).toBe(true);
  });
});

it('cepDigits keeps only a complete CEP', () => {
  expect(cepDigits('01310-100')).toBe('01310100');
  expect(cepDigits('0131-010')).toBeNull();
  expect(VIACEP_URL('01310100')).toBe('https://viacep.com.br/ws/01310100/json/');
});
