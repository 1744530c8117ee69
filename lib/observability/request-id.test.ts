import { requestIdFor } from './request-id';

describe('requestIdFor', () => {
  test("keeps a load balancer's id that looks like one", () => {
    expect(requestIdFor('lb:eu-1.7f3a9c21')).toBe('lb:eu-1.7f3a9c21');
    expect(requestIdFor('0f9e8d7c-1111-2222-3333-444455556666')).toBe('0f9e8d7c-1111-2222-3333-444455556666');
  });

  test.each([null, undefined, '', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)])(
    'makes a new one for %p',
    (incoming) => {
      const id = requestIdFor(incoming);
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
