'use client';
// The moderation dialog (remove-content-dialog.tsx) as the feed uses it: its code (the form,
// react-hook-form, zod and the moderation schema) is downloaded the first time an administrator
// opens it, so the feed's other readers, everyone but the administrators, never load it.
import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import type { RemoveContentDialog as Loaded } from './remove-content-dialog';

const RemoveContentDialog = dynamic(() => import('./remove-content-dialog').then((m) => m.RemoveContentDialog), { ssr: false });

export function LazyRemoveContentDialog(props: ComponentProps<typeof Loaded>) {
  // Mounted from the first opening on, so it closes with its animation and gives focus back.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <RemoveContentDialog {...props} /> : null;
}
