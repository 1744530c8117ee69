// The proxy sends an incomplete hirer to /profile-empresa?pendentes=logo_url,phone_number so the
// page can show the 'Perfil incompleto' toast (docs/product/routes.md, rule 5). Only known field keys survive
// the round trip: the parameter is user-editable, so it is never echoed as text.
import { isRequiredField, type RequiredField } from '@/lib/profile/completeness';

export const PENDING_FIELDS_PARAM = 'pendentes';

export function encodePendingFields(fields: readonly RequiredField[]): string {
  return fields.filter(isRequiredField).join(',');
}

/** Known field keys in their first order, without duplicates; [] for anything else. */
export function parsePendingFields(value: string | string[] | null | undefined): RequiredField[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const seen = new Set<string>();
  const fields: RequiredField[] = [];
  for (const part of raw.split(',')) {
    const key = part.trim();
    if (isRequiredField(key) && !seen.has(key)) {
      seen.add(key);
      fields.push(key);
    }
  }
  return fields;
}
