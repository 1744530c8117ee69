// supabase-js warns on every createClient under Node 20, which we support on purpose (README):
// keep that one line out of the test output so real warnings stay visible.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
