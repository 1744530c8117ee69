'use client';
// The 6-digit code field of two-step verification: numeric keyboard on phones, the browser's
// one-time-code autofill, digits only.
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export function CodeInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      placeholder="000000"
      className={cn('max-w-44 font-mono text-lg tracking-[0.3em]', className)}
      {...props}
    />
  );
}
