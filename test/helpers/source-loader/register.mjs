// `node --import ./test/helpers/source-loader/register.mjs src/…/index.ts` runs an entry point from the TypeScript
// sources in a real child process (tests kill such processes, count their git calls, read their output), so the
// reliability tests exercise the code as it is now, not the last bundle in dist/.
import { register } from 'node:module';
import { URL } from 'node:url';

register(new URL('./hooks.mjs', import.meta.url));
