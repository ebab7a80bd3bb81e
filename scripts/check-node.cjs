// npm's preinstall: one line, not a page of EBADENGINE warnings, when this Node is older than the suite supports.
// A hint, not a refusal (exit 0): the install goes on, and `npm test` on that Node is the user's call. Plain ES5, so
// that any Node old enough to need the hint can parse it.
'use strict';
var wanted = 22;
var major = Number(process.versions.node.split('.')[0]);
if (major < wanted) {
  console.error(
    'upstream-ingest: Node ' +
      process.versions.node +
      ' is too old; it needs Node ' +
      wanted +
      ' or newer ' +
      '(the actions run on 24): install Node 24 (e.g. `nvm install 24`) and run npm ci again.',
  );
}
