import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A decorative spinner; pair it with visible text such as 'Carregando...'. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}
