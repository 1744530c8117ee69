import { AUDIT_ACTION_LABELS, AUDIT_TABLE_LABELS, auditColumnLabel, describeAuditChange } from './audit-labels';

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

  it('names the hiring moderation: a dispute resolved on a contract, a review hidden', () => {
    expect(AUDIT_ACTION_LABELS.dispute_resolved).toBe('Disputa resolvida');
    expect(AUDIT_ACTION_LABELS.review_hidden).toBe('Avaliação ocultada');
    expect(AUDIT_TABLE_LABELS.contracts).toBe('Contratos');
    expect(AUDIT_TABLE_LABELS.reviews).toBe('Avaliações');
    expect(AUDIT_ACTION_LABELS.post_removed).toBe('Publicação removida');
    expect(AUDIT_TABLE_LABELS.post_comments).toBe('Comentários');
  });

  it('describes a resolved dispute and a hidden review in pt-BR, states by their labels', () => {
    expect(
      describeAuditChange(
        { status: 'disputed', disputed_from: 'delivered', dispute_reason: 'Fora do briefing', resolution_reason: null, completed_at: null },
        {
          status: 'completed',
          disputed_from: null,
          dispute_reason: null,
          resolution_reason: 'Entrega conferida',
          completed_at: '2026-11-29T10:00:00Z',
        },
      ),
    ).toBe(
      'Situação: "Em disputa" → "Concluído"; Etapa antes da disputa: "Entregue" → —; Motivo da disputa: "Fora do briefing" → —; ' +
        'Decisão da equipe: — → "Entrega conferida"; Concluído em: — → "2026-11-29T10:00:00Z"',
    );
    expect(
      describeAuditChange({ hidden_at: null, hidden_reason: null }, { hidden_at: '2026-11-29T10:00:00Z', hidden_reason: 'Ofensiva' }),
    ).toBe('Ocultada em: — → "2026-11-29T10:00:00Z"; Motivo da ocultação: — → "Ofensiva"');
    expect(describeAuditChange(null, { reason: 'Entrega conferida', outcome: 'cancelled' })).toBe(
      'Motivo: "Entrega conferida"; Decisão: "Cancelar contrato"',
    );
    expect(describeAuditChange(null, { status: 'constructor' })).toBe('Situação: "constructor"');
  });
});
