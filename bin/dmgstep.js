#!/usr/bin/env node
'use strict';
// The CLI is bundled by esbuild (see scripts/build.mjs) so that a cold start loads one file.
require('../dist/cli.js').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
