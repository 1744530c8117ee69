import type { GateClaim } from '@/lib/auth/gate-claim';
import { GATE_FIELDS, incompleteProfileMessage } from '@/lib/profile/completeness';
import { entryLocks, isEntryLocked, pendingFieldsForLock } from './locked-entries';

const claim = (over: Partial<GateClaim>): GateClaim => ({ category: null, type: null, onboarding_completed: false, filled: [], ...over });

const HIRER = 'Quero Contratar';
const brandComplete = claim({ category: HIRER, type: 'Sou uma Marca', filled: [...GATE_FIELDS] });
const brandMissing = claim({
  category: HIRER,
  type: 'Sou uma Marca',
  filled: GATE_FIELDS.filter((f) => f !== 'logo_url' && f !== 'phone_number'),
});
const agencyMissing = claim({ category: HIRER, type: 'Sou uma Agência', filled: GATE_FIELDS.filter((f) => f !== 'agency_service_types') });
const hirerNoType = claim({ category: HIRER, filled: ['company_name', 'email', 'full_name', 'cpf_cnpj'] });
const creatorDone = claim({ category: 'Quero Oferecer meu serviço', onboarding_completed: true });
const admin = claim({ category: 'administrador' });

const MENU = ['/feed', '/dashboard', '/jobs/create', '/profile-user', '/profile-empresa'];

describe('locked menu entries', () => {
  it('locks every entry but /profile-empresa while a brand is incomplete', () => {
    const { locked, pendingFields } = entryLocks(MENU, brandMissing);
    expect([...locked]).toEqual(['/feed', '/dashboard', '/jobs/create', '/profile-user']);
    expect(pendingFields).toEqual(['logo_url', 'phone_number']);
    expect(isEntryLocked('/profile-empresa', brandMissing)).toBe(false);
  });

  it('gives the toast the spec format of the missing fields', () => {
    expect(incompleteProfileMessage(entryLocks(MENU, agencyMissing).pendingFields)).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Tipos de Serviço da Agência',
    );
    expect(incompleteProfileMessage(pendingFieldsForLock(brandMissing))).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Logo Url, Phone Number',
    );
  });

  it('locks the same way for a hirer without a type, naming the fields both types need', () => {
    const { locked, pendingFields } = entryLocks(MENU, hirerNoType);
    expect(locked.has('/feed')).toBe(true);
    expect(locked.has('/profile-empresa')).toBe(false);
    expect(pendingFields).toEqual([
      'logo_url',
      'legal_name',
      'zip_code',
      'city',
      'state',
      'street',
      'street_number',
      'instagram_url',
      'phone_number',
    ]);
  });

  it('locks nothing for complete profiles and administrators', () => {
    for (const gate of [brandComplete, creatorDone, admin]) {
      expect(entryLocks(MENU, gate)).toEqual({ locked: new Set(), pendingFields: [] });
    }
  });

  it('follows the gate: the same routes the proxy redirects are locked', () => {
    expect(isEntryLocked('/jobs/edit/42', brandMissing)).toBe(true);
    expect(isEntryLocked('/profile-empresa/', brandMissing)).toBe(false);
    expect(pendingFieldsForLock(null)).toEqual([]);
  });
});
