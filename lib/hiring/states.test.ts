import { contractActions, proposalActions, proposalWaitingLabel, sideOf } from './states';

const HIRER = 'h';
const CREATOR = 'c';
const base = {
  status: 'active',
  hirer_id: HIRER,
  creator_id: CREATOR,
  extra_revision_comment: null,
  cancel_requested_by: null,
  payment_status: 'pending',
  is_barter: false,
  reviews_close_at: null,
};
const none = { hasDeliveries: false, hasReviewed: false };

describe('the moves of a contract (the buttons; the database decides)', () => {
  it('tells the sides apart', () => {
    expect(sideOf(base, HIRER)).toBe('hirer');
    expect(sideOf(base, CREATOR)).toBe('creator');
    expect(sideOf(base, 'admin')).toBeNull();
    expect(contractActions(base, 'admin', none)).toEqual([]);
  });

  it('active: the creator delivers; the hirer cancels at once before any delivery, else asks', () => {
    expect(contractActions(base, CREATOR, none)).toEqual(['deliver', 'request_cancel', 'dispute']);
    expect(contractActions(base, HIRER, none)).toEqual(['cancel', 'dispute', 'mark_paid']);
    expect(contractActions(base, HIRER, { ...none, hasDeliveries: true })).toEqual(['request_cancel', 'dispute', 'mark_paid']);
  });

  it('delivered: the hirer approves or asks for changes, unless an extra revision waits for the creator', () => {
    const delivered = { ...base, status: 'delivered' };
    expect(contractActions(delivered, HIRER, { ...none, hasDeliveries: true })).toEqual([
      'approve',
      'request_changes',
      'request_cancel',
      'dispute',
      'mark_paid',
    ]);
    expect(contractActions(delivered, CREATOR, none)).toEqual(['request_cancel', 'dispute']);
    const extra = { ...delivered, extra_revision_comment: 'Mais uma' };
    expect(contractActions(extra, HIRER, none)).not.toContain('approve');
    expect(contractActions(extra, CREATOR, none)).toContain('answer_extra_revision');
  });

  it('a cancellation asked by one side is answered by the other', () => {
    const asked = { ...base, cancel_requested_by: HIRER };
    expect(contractActions(asked, CREATOR, none)).toContain('answer_cancel');
    expect(contractActions(asked, HIRER, none)).not.toContain('request_cancel');
    expect(contractActions(asked, HIRER, none)).not.toContain('answer_cancel');
  });

  it('payment: the hirer marks it (never for barter), the creator confirms', () => {
    expect(contractActions({ ...base, is_barter: true }, HIRER, none)).not.toContain('mark_paid');
    expect(contractActions({ ...base, payment_status: 'marked_paid' }, CREATOR, none)).toContain('confirm_payment');
    expect(contractActions({ ...base, status: 'cancelled' }, HIRER, none)).toEqual([]);
  });

  it('completed: each side reviews once, within the window', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const done = { ...base, status: 'completed', payment_status: 'confirmed', reviews_close_at: '2026-12-10T12:00:00Z' };
    expect(contractActions(done, CREATOR, { ...none, now })).toEqual(['review']);
    expect(contractActions(done, CREATOR, { hasDeliveries: true, hasReviewed: true, now })).toEqual([]);
    expect(contractActions({ ...done, reviews_close_at: '2026-11-28T12:00:00Z' }, HIRER, { ...none, now })).toEqual([]);
  });

  it('disputed: nothing but waiting for the team', () => {
    expect(contractActions({ ...base, status: 'disputed' }, HIRER, none)).toEqual([]);
    expect(contractActions({ ...base, status: 'disputed' }, CREATOR, none)).toEqual([]);
  });
});

describe('the answers to a proposal', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const pending = {
    status: 'pending',
    awaiting: 'creator',
    round: 1,
    hirer_id: HIRER,
    creator_id: CREATOR,
    expires_at: '2026-12-05T00:00:00Z',
  };

  it('the awaited side accepts, counters or declines; the hirer withdraws before any answer', () => {
    expect(proposalActions(pending, CREATOR, now)).toEqual(['accept', 'counter', 'decline']);
    expect(proposalActions(pending, HIRER, now)).toEqual(['withdraw']);
    expect(proposalActions({ ...pending, awaiting: 'hirer', round: 2 }, HIRER, now)).toEqual(['accept', 'counter', 'decline']);
    expect(proposalActions({ ...pending, awaiting: 'hirer', round: 2 }, CREATOR, now)).toEqual([]);
    expect(proposalActions({ ...pending, expires_at: '2026-11-28T00:00:00Z' }, CREATOR, now)).toEqual([]);
    expect(proposalActions({ ...pending, status: 'accepted', awaiting: null }, CREATOR, now)).toEqual([]);
  });

  it('says whose answer is due', () => {
    expect(proposalWaitingLabel(pending, CREATOR)).toBe('Aguardando sua resposta');
    expect(proposalWaitingLabel(pending, HIRER)).toBe('Aguardando a outra parte');
    expect(proposalWaitingLabel({ ...pending, status: 'declined' }, HIRER)).toBeNull();
  });
});
