#!/usr/bin/env node
'use strict';
// The CLI is bundled by esbuild (see scripts/build.mjs) so that a cold start loads one file, and
// loaded through V8's code cache so that it is not compiled again on every start. Output goes
// through fs.writeSync (src/cli/io.ts): process.stdout is never created, which is a cost of its own.
const { loadCached } = require('./load-cached.js');

const cli = loadCached(require('node:path').join(__dirname, '../dist/cli.js'));
cli.exports.main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  cli.afterRun();
});
