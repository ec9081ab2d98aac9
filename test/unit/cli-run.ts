import type { Io } from '../../src/cli/io';
import { main } from '../../src/cli/main';

export interface Captured {
  code: number;
  out: string;
  err: string;
}

/** Runs one `dmgstep` command line in-process and captures what it writes. */
export async function runCli(...argv: string[]): Promise<Captured> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
  };
  const code = await main(argv, io);
  return { code, out, err };
}
