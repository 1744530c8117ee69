// Puts the messages a server action returned under the fields of a react-hook-form form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[] | undefined> | undefined,
  known: readonly string[],
): void {
  let first = true;
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (!messages?.[0] || !known.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: first });
    first = false;
  }
}
