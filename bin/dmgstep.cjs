#!/usr/bin/env node
'use strict';
// The CLI is bundled by esbuild (see scripts/build.mjs) so that a cold start loads one file, and
// it is loaded through V8's code cache so that it is not compiled again on every start: Node
// >= 22.1 has one built in (module.enableCompileCache: in the OS temp folder, or
// NODE_COMPILE_CACHE); on Node 20 the cache is a file beside the bundle, written after a run and
// ignored (then rewritten) when it no longer fits the bundle or this Node. Output goes through
// fs.writeSync (src/cli/io.ts): process.stdout, a cost of its own, is never created. The file is
// .cjs so that Node need not read package.json to learn how to load it.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const bundle = path.join(__dirname, '../dist/cli.js');

// Exits as soon as the command is done: all output was written synchronously, and waiting for
// the event loop to drain would first run whatever V8 queued meanwhile (a few ms of GC tasks).
function run(cli, done) {
  cli.main(process.argv.slice(2)).then((code) => {
    done();
    process.exit(code);
  });
}

if (typeof Module.enableCompileCache === 'function') {
  Module.enableCompileCache();
  run(require(bundle), () => {});
} else {
  const vm = require('node:vm');
  const cacheFile = `${bundle}.v8cache`;
  const stat = fs.statSync(bundle);
  // V8 itself rejects a cache made under other flags (script.cachedDataRejected).
  const key = Buffer.from(`${stat.size}:${stat.mtimeMs}:${process.versions.v8}\n`);
  let cachedData;
  try {
    const data = fs.readFileSync(cacheFile);
    if (data.subarray(0, key.length).equals(key)) cachedData = data.subarray(key.length);
  } catch {
    // No cache yet: this run compiles, and writes one.
  }
  const script = new vm.Script(Module.wrap(fs.readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
  const module = { exports: {}, filename: bundle, id: bundle };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, path.dirname(bundle));
  run(module.exports, () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    try {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, Buffer.concat([key, script.createCachedData()]));
      fs.renameSync(tmp, cacheFile);
    } catch {
      // A read-only install: every start compiles, as before.
    }
  });
}
