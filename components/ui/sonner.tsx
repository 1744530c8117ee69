import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_TOP_OFFSET_PX } from '@/lib/constants';

/**
 * The app's single toaster: 3 toasts at a time, 4000 ms each (docs/product/constants.md), starting
 * below the sticky top bar on every screen size (docs/product/layout.md).
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      offset={{ top: TOAST_TOP_OFFSET_PX, right: 16 }}
      mobileOffset={{ top: TOAST_TOP_OFFSET_PX, left: 12, right: 12 }}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', className: 'font-sans' }}
    />
  );
}
