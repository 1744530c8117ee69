'use client';
// Which forms on the page hold edits that were not saved (docs/product/forms.md). A form reports
// its state with useUnsavedChanges; the one <UnsavedChangesGuard> of the root layout asks before
// the person leaves while any form is dirty. A module store, so forms anywhere in the tree, and
// markers such as the /profile section tabs, read the same state.
import { useEffect, useId, useSyncExternalStore } from 'react';

const dirty = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = '';
let leaving = false;

function emit() {
  snapshot = [...dirty].sort().join('\n');
  for (const listener of listeners) listener();
}

export function setUnsaved(key: string, isDirty: boolean): void {
  if (isDirty) leaving = false;
  if (isDirty === dirty.has(key)) return;
  if (isDirty) dirty.add(key);
  else dirty.delete(key);
  emit();
}

/**
 * Forgets every edit and lets the page go without asking: the person chose to discard them, or a
 * form that just saved moves on (a wizard's next step). Call it before router.push/replace.
 */
export function leaveWithoutAsking(): void {
  leaving = true;
  if (dirty.size === 0) return;
  dirty.clear();
  emit();
}

/** True between leaveWithoutAsking() and the next edit. */
export const isLeaving = () => leaving;

export const hasUnsavedChanges = () => dirty.size > 0;

export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => '';

/** Reports whether a form has unsaved edits; `key` names it for markers (a section tab). */
export function useUnsavedChanges(isDirty: boolean, key?: string): void {
  const id = useId();
  const name = key ?? id;
  useEffect(() => {
    setUnsaved(name, isDirty);
  }, [name, isDirty]);
  useEffect(() => () => setUnsaved(name, false), [name]);
}

/** Whether the form reported under `key` has unsaved edits. */
export function useHasUnsavedChanges(key?: string): boolean {
  const keys = useSyncExternalStore(subscribeUnsavedChanges, getSnapshot, getServerSnapshot);
  if (keys === '') return false;
  return key === undefined || keys.split('\n').includes(key);
}
