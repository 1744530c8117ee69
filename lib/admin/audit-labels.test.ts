import { auditColumnLabel, describeAuditChange } from './audit-labels';

describe('the audit log in pt-BR', () => {
  it('names profile columns as the forms do', () => {
    expect(auditColumnLabel('company_name')).toBe('Nome da empresa');
    expect(auditColumnLabel('zip_code')).toBe('CEP');
    expect(auditColumnLabel('company_website')).toBe('Site');
    expect(auditColumnLabel('has_access')).toBe('Acesso');
  });

  it('describes an update by the fields that changed, without updated_at', () => {
    expect(
      describeAuditChange(
        { name: 'Stories', active: true, position: 10, updated_at: '2026-11-01' },
        { name: 'Stories', active: false, position: 20, updated_at: '2026-11-02' },
      ),
    ).toBe('Ativo: true → false; Posição: 10 → 20');
    expect(describeAuditChange({ verified_at: null }, { verified_at: '2026-11-28T10:00:00Z' })).toBe(
      'Verificada em: — → "2026-11-28T10:00:00Z"',
    );
  });

  it('lists a created or deleted row by its filled fields, and an operation by its details', () => {
    expect(describeAuditChange(null, { id: 'a1', name: 'Podcast', description: null })).toBe('Id: "a1"; Nome: "Podcast"');
    expect(describeAuditChange({ name: 'Podcast' }, null)).toBe('Nome: "Podcast"');
    expect(describeAuditChange(null, { reason: 'Spam' })).toBe('Motivo: "Spam"');
    expect(describeAuditChange(null, {})).toBe('');
  });

  it('shows no column name for the columns of the administered tables', () => {
    const columns = [
      'name',
      'slug',
      'icon',
      'menu_section',
      'user_category',
      'kind',
      'options',
      'required',
      'is_current',
      'target_category',
    ];
    for (const column of columns) expect(auditColumnLabel(column)).not.toContain('_');
    for (const column of columns) expect(auditColumnLabel(column)).not.toBe(column);
  });
});
