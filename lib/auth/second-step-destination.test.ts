import { destinationFor, readDestination } from './second-step-destination';

describe('destinationFor', () => {
  it('carries a path of the site', () => {
    expect(destinationFor('/chat')).toBe('/chat');
    expect(destinationFor('/jobs/edit/0b7c2f5e-1111-4222-8333-444455556666/')).toBe('/jobs/edit/0b7c2f5e-1111-4222-8333-444455556666');
  });

  it('carries nothing where /feed says the same, nor the code step itself', () => {
    for (const path of ['/', '/login', '/verificacao-em-duas-etapas', '/login/']) expect(destinationFor(path)).toBeNull();
  });
});

describe('readDestination', () => {
  const read = (query: string) => readDestination(new URLSearchParams(query));

  it('goes back to the path it was given', () => {
    expect(read('destino=%2Fprofile')).toBe('/profile');
  });

  it('falls back to /feed for no destination or one outside the site', () => {
    for (const query of [
      '',
      'destino=',
      'destino=https%3A%2F%2Fexemplo.com',
      'destino=%2F%2Fexemplo.com',
      'destino=%2Fa%5Cb',
      'destino=javascript:alert(1)',
    ]) {
      expect({ query, to: read(query) }).toEqual({ query, to: '/feed' });
    }
  });
});
