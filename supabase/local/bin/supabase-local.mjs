#!/usr/bin/env node
// The package's command line (cli.ts: start | reset | types). The stack is TypeScript run from
// source: tsx's loader is registered first, then the CLI is loaded through it.
import 'tsx';

await import('../cli.ts');
