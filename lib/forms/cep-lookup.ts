// The address of a CEP from ViaCEP (docs/product/forms.md), asked by the browser with a short
// timeout. Never throws: a CEP that does not exist answers 'not-found', a network that is down,
// slow or answering nonsense answers 'unavailable', and the person types the address.

/** The one host outside the app and Supabase the browser talks to (the CSP's connect-src lists it). */
export const VIACEP_ORIGIN = 'https://viacep.com.br';
export const VIACEP_URL = (cep: string) => `${VIACEP_ORIGIN}/ws/${cep}/json/`;
export const CEP_LOOKUP_TIMEOUT_MS = 4000;

export type CepAddress = { street: string; neighborhood: string; city: string; state: string };
export type CepLookup = { status: 'found'; address: CepAddress } | { status: 'not-found' } | { status: 'unavailable' };

/** The 8 digits of a complete CEP, or null. */
export function cepDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function lookupCep(
  cep: string,
  { fetchImpl = globalThis.fetch, timeoutMs = CEP_LOOKUP_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<CepLookup> {
  const digits = cepDigits(cep);
  if (!digits) return { status: 'not-found' };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([
      (async () => {
        const response = await fetchImpl(VIACEP_URL(digits), { signal: controller.signal, headers: { accept: 'application/json' } });
        if (response.status === 400 || response.status === 404) return { erro: true };
        if (!response.ok) throw new Error(`ViaCEP ${response.status}`);
        return (await response.json()) as unknown;
      })(),
      timeout,
    ]);
    if (answer === 'timeout' || typeof answer !== 'object' || answer === null) return { status: 'unavailable' };
    const body = answer as Record<string, unknown>;
    if (body.erro === true || body.erro === 'true') return { status: 'not-found' };
    const address = {
      street: text(body.logradouro),
      neighborhood: text(body.bairro),
      city: text(body.localidade),
      state: text(body.uf).toUpperCase(),
    };
    return address.city && /^[A-Z]{2}$/.test(address.state) ? { status: 'found', address } : { status: 'unavailable' };
  } catch {
    return { status: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
