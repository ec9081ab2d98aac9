#!/usr/bin/env node
'use strict';
// A reader that stops early (`dmgstep classify ... | head`) closes the pipe: that ends the run
// quietly, for every command.
process.stdout.on('error', (e) => process.exit(e.code === 'EPIPE' ? 0 : 1));
// The CLI is bundled by esbuild (see scripts/build.mjs) so that a cold start loads one file.
require('../dist/cli.js').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
