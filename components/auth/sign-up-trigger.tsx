'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { SignUpCategory } from '@/lib/constants';

// The dialog, its form, zod and supabase-js load only when someone is about to open it, so the
// landing page ships little more than this button.
const loadDialog = () => import('./sign-up-dialog');
const SignUpDialog = dynamic(() => loadDialog().then((m) => m.SignUpDialog), { ssr: false });

type SignUpTriggerProps = Omit<ButtonProps, 'onClick'> & { defaultCategory?: SignUpCategory };

/** A button that opens the 'Criar uma conta' dialog. */
export function SignUpTrigger({ defaultCategory, children, onPointerEnter, onFocus, ...props }: SignUpTriggerProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  const preload = () => void loadDialog();

  return (
    <>
      <Button
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          preload();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          preload();
          onFocus?.(event);
        }}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        {...props}
      >
        {children}
      </Button>
      {requested ? <SignUpDialog open={open} onOpenChange={setOpen} defaultCategory={defaultCategory} /> : null}
    </>
  );
}
