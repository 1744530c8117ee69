// Prettier for the whole tree, with the Tailwind class sorter (it reads the theme from
// app/globals.css, Tailwind 4's config). `npm run format` writes, `npm run format:check` checks.
/** @type {import('prettier').Config & import('prettier-plugin-tailwindcss').PluginOptions} */
const config = {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn', 'cva'],
};

export default config;
