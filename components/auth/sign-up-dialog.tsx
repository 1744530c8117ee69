'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SignUpCategory } from '@/lib/constants';
import { SignUpForm } from './sign-up-form';

export type SignUpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultCategory?: SignUpCategory;
};

/** The registration dialog (docs/product/messages.md, "Sign-up and login"). */
export function SignUpDialog({ open, onOpenChange, defaultCategory }: SignUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Criar uma conta</DialogTitle>
          <DialogDescription>Preencha os dados abaixo para começar a usar a plataforma.</DialogDescription>
        </DialogHeader>
        <SignUpForm defaultCategory={defaultCategory} onRegistered={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
