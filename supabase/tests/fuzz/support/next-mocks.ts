// Stand-ins for the request scope of Next.js, so the real server actions run inside Jest: a
// cookie store (next/headers) holding the session of whoever the test acts as, and the cache
// calls (next/cache) recorded instead of performed. Wired by jest.mock in each fuzz test file.
export type Cookie = { name: string; value: string };

const jar = new Map<string, string>();

/** The cookies the next action call reads (a refresh inside the action writes new ones here). */
export function setCookies(cookies: Cookie[]): void {
  jar.clear();
  for (const { name, value } of cookies) jar.set(name, value);
}

/** The cookies as the last action left them. */
export const currentCookies = (): Cookie[] => [...jar].map(([name, value]) => ({ name, value }));

const cookieStore = {
  getAll: (): Cookie[] => [...jar].map(([name, value]) => ({ name, value })),
  get: (name: string): Cookie | undefined => (jar.has(name) ? { name, value: jar.get(name) ?? '' } : undefined),
  has: (name: string): boolean => jar.has(name),
  set: (name: string, value: string): void => {
    if (value) jar.set(name, value);
    else jar.delete(name);
  },
  delete: (name: string): void => {
    jar.delete(name);
  },
};

export const headersModule = {
  cookies: async () => cookieStore,
  headers: async () => new Headers(),
};

/** Every cache expiry an action asked for, in order ('updateTag:menu'). */
export const cacheCalls: string[] = [];

export const cacheOverrides = {
  updateTag: (tag: string) => void cacheCalls.push(`updateTag:${tag}`),
  revalidateTag: (tag: string) => void cacheCalls.push(`revalidateTag:${tag}`),
  revalidatePath: (path: string) => void cacheCalls.push(`revalidatePath:${path}`),
};
