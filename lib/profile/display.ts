// How a person is shown in the chrome of the app (docs/product/layout.md, "Top bar").

/** The avatar letter: the first letter of the full name, upper-cased; 'U' when there is none. */
export function avatarInitial(fullName: string | null | undefined): string {
  const first = Array.from(fullName?.trim() ?? '').find((char) => /[\p{L}\p{N}]/u.test(char));
  return first ? first.toLocaleUpperCase('pt-BR') : 'U';
}
