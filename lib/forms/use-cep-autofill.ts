'use client';
// Looks a CEP up when the person finishes typing it (8 digits) and hands the address over; the
// CEP the form opened with is not looked up. A quiet hint says what happened (docs/product/forms.md).
import { useEffect, useRef, useState } from 'react';
import { cepDigits, lookupCep, type CepAddress } from './cep-lookup';

export type CepAutofillStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'unavailable';

export const CEP_HINTS: Record<CepAutofillStatus, string | undefined> = {
  idle: 'Digite o CEP para preencher o endereço.',
  loading: 'Buscando o endereço...',
  found: 'Endereço preenchido pelo CEP. Confira e informe o número.',
  'not-found': 'Não encontramos esse CEP. Preencha o endereço.',
  unavailable: 'Não foi possível buscar o endereço agora. Preencha os campos.',
};

export function useCepAutofill(cep: string, onFound: (address: CepAddress) => void): CepAutofillStatus {
  const [answer, setAnswer] = useState<{ digits: string; status: CepAutofillStatus } | null>(null);
  const [initial] = useState(() => cepDigits(cep));
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  const digits = cepDigits(cep);
  useEffect(() => {
    if (!digits || digits === initial) return;
    let current = true;
    void lookupCep(digits).then((result) => {
      if (!current) return;
      if (result.status === 'found') found.current(result.address);
      setAnswer({ digits, status: result.status });
    });
    return () => {
      current = false;
    };
  }, [digits, initial]);

  if (!digits || digits === initial) return 'idle';
  return answer?.digits === digits ? answer.status : 'loading';
}
