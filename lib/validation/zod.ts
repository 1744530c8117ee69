// zod, set up once for the whole app: every module imports `z` from here, not from 'zod'.
// jitless: zod would otherwise probe `new Function('')` to compile fast parsers, which the browser's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page.
// `z` holds the names of ./zod-api only (why: that file).
import * as z from './zod-api';

z.config({ jitless: true });

export { z };
