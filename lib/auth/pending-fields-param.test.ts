import { encodePendingFields, parsePendingFields } from './pending-fields-param';

describe('pending fields parameter', () => {
  it('round-trips known fields in order', () => {
    const encoded = encodePendingFields(['logo_url', 'phone_number', 'agency_service_types']);
    expect(encoded).toBe('logo_url,phone_number,agency_service_types');
    expect(parsePendingFields(encoded)).toEqual(['logo_url', 'phone_number', 'agency_service_types']);
  });
  it('keeps only known keys, once each', () => {
    expect(parsePendingFields('logo_url,<script>,logo_url, city ,password,__proto__')).toEqual(['logo_url', 'city']);
    expect(parsePendingFields(['state', 'zip_code,state'])).toEqual(['state', 'zip_code']);
  });
  it('reads nothing from nothing', () => {
    expect(parsePendingFields(undefined)).toEqual([]);
    expect(parsePendingFields(null)).toEqual([]);
    expect(parsePendingFields('')).toEqual([]);
    expect(encodePendingFields([])).toBe('');
  });
});
