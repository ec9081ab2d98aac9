// Preloaded into a benchmarked process (node --import): reports its peak RSS and its CPU time
// (user + system, every thread) on stderr at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeSync(2, `\nmax-rss-kb ${usage.maxRSS}\ncpu-us ${usage.userCPUTime + usage.systemCPUTime}\n`);
});
