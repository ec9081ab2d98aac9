'use strict';
// Loads a CommonJS bundle with V8's code cache, so a cold start skips parsing and compiling it.
// Node >= 22.1 has this built in (module.enableCompileCache, in the OS temp folder or
// NODE_COMPILE_CACHE); Node 20 does not, so there the cache is a file beside the bundle, written
// after the first run and ignored (then rewritten) when it no longer fits the bundle or this Node.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

/** The bundle's size and mtime and this V8: a cache made for anything else is not used. */
function keyOf(stat) {
  return Buffer.from(`${stat.size}:${stat.mtimeMs}:${process.versions.v8}:${process.execArgv.join(' ')}\n`);
}

function readCache(file, key) {
  try {
    const data = fs.readFileSync(file);
    return data.subarray(0, key.length).equals(key) ? data.subarray(key.length) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cache beside the bundle once the command has run; a read-only install just goes without. */
function writeCache(file, key, script) {
  try {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.concat([key, script.createCachedData()]));
    fs.renameSync(tmp, file);
  } catch {
    // Not writable (a global install, a read-only image): every start compiles, as before.
  }
}

/** `require(bundle)`, through the code cache; `afterRun` is called once the caller is done. */
function loadCached(bundle) {
  if (typeof Module.enableCompileCache === 'function') {
    Module.enableCompileCache();
    return { exports: require(bundle), afterRun: () => {} };
  }
  const cacheFile = `${bundle}.v8cache`;
  const key = keyOf(fs.statSync(bundle));
  const cachedData = readCache(cacheFile, key);
  const source = fs.readFileSync(bundle, 'utf8');
  const script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
  const module = { exports: {}, filename: bundle, id: bundle };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, path.dirname(bundle));
  const fresh = cachedData === undefined || script.cachedDataRejected === true;
  return { exports: module.exports, afterRun: () => { if (fresh) writeCache(cacheFile, key, script); } };
}

module.exports = { loadCached };
