// Preloaded into a benchmarked process (node --import): reports its peak RSS on stderr at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `\nmax-rss-kb ${process.resourceUsage().maxRSS}\n`));
