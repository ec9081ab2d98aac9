#!/usr/bin/env node
'use strict';
// The CLI is bundled by esbuild (see scripts/build.mjs): dist/cli.js, which loads the file of the
// command being run (dist/cli-<command>.js), so that a cold start reads only what it runs. Those
// files are loaded through V8's code cache so that they are not compiled again on every start:
// Node >= 22.1 has one built in (module.enableCompileCache: in the OS temp folder, or
// NODE_COMPILE_CACHE); on Node 20 each file's cache is a file beside it, written after a run and
// ignored (then rewritten) when it no longer fits the file or this Node. Output goes through
// fs.writeSync (src/cli/io.ts): process.stdout, a cost of its own, is never created. The file is
// .cjs so that Node need not read package.json to learn how to load it.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const dist = path.join(__dirname, '../dist');
const bundle = path.join(dist, 'cli.js');

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
  const besideRequire = Module.createRequire(bundle);
  const loaded = new Map();
  // The CLI's own files (./cli*.js) are served from their caches; the libraries beside them
  // (sql.js, fuse.js) and Node's modules through Node's require.
  const cliRequire = (id) => (/^\.\/cli[\w-]*\.js$/.test(id) ? load(path.join(dist, id)).exports : besideRequire(id));
  cliRequire.resolve = besideRequire.resolve;

  function load(file) {
    const known = loaded.get(file);
    if (known !== undefined) return known.module;
    const stat = fs.statSync(file);
    // V8 itself rejects a cache made under other flags (script.cachedDataRejected).
    const key = Buffer.from(`${stat.size}:${stat.mtimeMs}:${process.versions.v8}\n`);
    let cachedData;
    try {
      const data = fs.readFileSync(`${file}.v8cache`);
      if (data.subarray(0, key.length).equals(key)) cachedData = data.subarray(key.length);
    } catch {
      // No cache yet: this run compiles, and writes one.
    }
    const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
    const module = { exports: {}, filename: file, id: file };
    loaded.set(file, { module, script, key, fresh: cachedData === undefined || script.cachedDataRejected });
    script.runInThisContext().call(module.exports, module.exports, cliRequire, module, file, dist);
    return module;
  }

  run(load(bundle).exports, () => {
    for (const [file, { script, key, fresh }] of loaded) {
      if (!fresh) continue;
      try {
        const tmp = `${file}.v8cache.${process.pid}.tmp`;
        fs.writeFileSync(tmp, Buffer.concat([key, script.createCachedData()]));
        fs.renameSync(tmp, `${file}.v8cache`);
      } catch {
        // A read-only install: every start compiles, as before.
      }
    }
  });
}
