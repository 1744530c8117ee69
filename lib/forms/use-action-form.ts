'use client';
// The plumbing every form that saves through a server action shares: react-hook-form with the
// action's zod schema (a message under each field before anything is sent), the action's
// fieldErrors put under the same fields, the failure toast (or the way to /login when the session
// is gone), and an optional success toast. Forms keep only their fields and what follows a save.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from '@/lib/validation/zod';
import { announceViewerChange } from '@/lib/auth/viewer-events';
import { NETWORK_ACTION_MESSAGE, type ActionResult } from './action-result';
import { applyFieldErrors } from './apply-field-errors';
import { toastActionFailure } from './toast-action-failure';
import { useUnsavedChanges } from './unsaved-changes';

/** A pt-BR toast: a title, or a title with a description. */
export type SuccessToast = string | { title: string; description?: string };

export type ActionFormOptions<Values extends FieldValues, Data> = {
  defaultValues: Values;
  /** After a successful save, with what the action answered and the values sent. */
  onSuccess?: (data: Data, values: Values, form: UseFormReturn<Values>) => void;
  /** The toast of a successful save; none when left out (a wizard step moves on instead). */
  successToast?: SuccessToast;
  /** The title of the failure toast; its description is the action's own message. */
  failureTitle?: string;
  /**
   * Ask before leaving while the form has unsaved edits (docs/product/forms.md); a string names
   * the form for markers such as the /profile section tabs.
   */
  guard?: boolean | string;
};

/** What a section's footer says: nothing to save, edits not saved yet, or saved. */
export type SaveState = 'clean' | 'dirty' | 'saved';

type Settle<Values extends FieldValues, Data> = Pick<ActionFormOptions<Values, Data>, 'successToast' | 'failureTitle'> & {
  setError: UseFormSetError<Values>;
  /** The form's field names: only messages for these are shown under a field. */
  fields: readonly string[];
  onSuccess?: (data: Data) => void;
};

/** Answers true after a success; on failure the messages are under the fields and in a toast. */
export async function settleActionResult<Values extends FieldValues, Data>(
  result: ActionResult<Data>,
  { setError, fields, onSuccess, successToast, failureTitle }: Settle<Values, Data>,
): Promise<boolean> {
  if (!result.ok) {
    applyFieldErrors(setError, result.fieldErrors, fields);
    await toastActionFailure(result, failureTitle);
    return false;
  }
  if (typeof successToast === 'string') toast.success(successToast);
  else if (successToast) toast.success(successToast.title, { description: successToast.description });
  announceViewerChange();
  onSuccess?.(result.data);
  return true;
}

/**
 * A react-hook-form form checked by `schema` that submits to `action`. The values are the schema's
 * input (what the fields hold); the action parses them again on the server. Spread `onSubmit` on
 * the <form>; `form.formState.isSubmitting` drives the submit button, `saveState` a section footer.
 */
export function useActionForm<Schema extends z.ZodType<unknown, FieldValues>, Data>(
  schema: Schema,
  action: (values: z.input<Schema>) => Promise<ActionResult<Data>>,
  { defaultValues, onSuccess, successToast, failureTitle, guard }: ActionFormOptions<z.input<Schema>, Data>,
) {
  type Values = z.input<Schema>;
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const fields = Object.keys(defaultValues);
  const [saved, setSaved] = useState(false);
  const isDirty = form.formState.isDirty;
  useUnsavedChanges(Boolean(guard) && isDirty, typeof guard === 'string' ? guard : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    let result: ActionResult<Data>;
    try {
      result = await action(values);
    } catch {
      // The request never reached the action (offline, a new deployment): say so, keep the input.
      result = { ok: false, error: NETWORK_ACTION_MESSAGE };
    }
    await settleActionResult(result, {
      setError: form.setError,
      fields,
      successToast,
      failureTitle,
      onSuccess: (data) => {
        // What was sent is now what is stored: the form is clean again, and says it was saved.
        form.reset(values);
        setSaved(true);
        onSuccess?.(data, values, form);
      },
    });
  });

  const saveState: SaveState = isDirty ? 'dirty' : saved ? 'saved' : 'clean';
  return { form, onSubmit, saveState };
}
