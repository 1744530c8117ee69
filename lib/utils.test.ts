import { cn } from './utils';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false && 'b', undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets later Tailwind utilities win', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4', 'text-lg')).toBe('py-1 px-4 text-lg');
    expect(cn('bg-primary hover:bg-primary/90', 'bg-white')).toBe('hover:bg-primary/90 bg-white');
  });
});
