// The files of a delivery as the database keeps them (deliveries.files, jsonb written by
// contract_deliver: path, name, type, size), read defensively: anything else is left out.
import type { Json } from '@/lib/database.types';

export type DeliveryFile = { path: string; name: string; type: string; size: number };

export function deliveryFiles(value: Json): DeliveryFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    const { path, name, type, size } = item;
    if (typeof path !== 'string' || typeof name !== 'string') return [];
    return [{ path, name, type: typeof type === 'string' ? type : 'application/octet-stream', size: typeof size === 'number' ? size : 0 }];
  });
}

/** '2,4 MB', '180 KB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
