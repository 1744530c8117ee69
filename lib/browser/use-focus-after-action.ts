'use client';
// Focus that an action would drop. A control disabled while its action runs loses focus (the
// browser moves it to <body>), and an answer that swaps the controls ('Selecionar' becomes
// 'Desfazer') removes it: a keyboard user would start again from the top of the page. After
// `arm()`, once nothing is busy, focus goes to the first enabled control inside `container` if it
// is on <body>; a person who moved focus elsewhere keeps it. `state` is what the action changes:
// the hook stays armed until it differs, so rows read again after the write are waited for.
import { useEffect, useRef } from 'react';

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled])';

export function useFocusAfterAction<T extends HTMLElement>(state: unknown, busy: boolean) {
  const container = useRef<T>(null);
  const armedAt = useRef<{ state: unknown } | null>(null);

  useEffect(() => {
    const armed = armedAt.current;
    if (!armed || busy) return;
    if (document.activeElement === null || document.activeElement === document.body) {
      container.current?.querySelector<HTMLElement>(CONTROLS)?.focus();
    }
    if (!Object.is(armed.state, state)) armedAt.current = null;
  }, [state, busy]);

  return {
    container,
    arm: () => {
      armedAt.current = { state };
    },
  };
}
