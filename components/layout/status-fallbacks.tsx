// The loading placeholders (docs/product/layout.md, "While things load"), as Suspense fallbacks.
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** While the layout reads the profile it builds the menu from. */
export function ProfileCheckFallback({ className }: { className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 px-6 py-4 text-sm text-muted-foreground', className)}>
      <Spinner />
      Verificando perfil...
    </p>
  );
}

/** While a screen, or a part of it, loads. */
export function PageLoading({ className }: { className?: string }) {
  return (
    <p role="status" className={cn('flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground', className)}>
      <Spinner />
      Carregando...
    </p>
  );
}
