import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/lib/constants';

/** The app's single toaster: 3 toasts at a time, 4000 ms each (docs/product/constants.md). */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', className: 'font-sans' }}
    />
  );
}
