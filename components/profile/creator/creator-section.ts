import type { ReactNode } from 'react';

/** How a creator form is used: a wizard step (saves and advances) or a /profile section. */
export type SectionMode = 'wizard' | 'edit';

export type CreatorSectionProps<Values> = {
  mode: SectionMode;
  /** After a successful save, with the resume step the server stored and the values sent. */
  onSaved?: (step: number, values: Values) => void;
  /** The wizard's 'Voltar' button. */
  back?: ReactNode;
};

export const submitLabel = (mode: SectionMode) => (mode === 'wizard' ? 'Continuar' : 'Salvar alterações');
