// zod, set up once for the whole app: every module imports `z` from here, not from 'zod'.
// jitless: zod would otherwise probe `new Function('')` to compile fast parsers, which the browser's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
