import type { Io } from './io';

// Lines are encoded straight into one reusable buffer and written when it is full: one write per
// line would make a whole pool's output (~70 MB) syscall-bound, and joining lines into large
// strings first costs a copy of each, in memory the collector then has to reclaim.
const CAPACITY = 1 << 18;
// A UTF-16 code unit never takes more than 3 bytes in UTF-8.
const MAX_BYTES_PER_UNIT = 3;

export class LineWriter {
  private readonly buffer = Buffer.allocUnsafe(CAPACITY);
  private used = 0;

  constructor(private readonly io: Io) {}

  line(text: string): void {
    this.pieces([text]);
  }

  /** One line given as pieces: each is copied into the buffer, never joined into a new string. */
  pieces(parts: readonly string[]): void {
    let length = 0;
    for (const p of parts) length += p.length;
    const worst = length * MAX_BYTES_PER_UNIT + 1;
    if (this.used + worst > CAPACITY) this.flush();
    if (worst > CAPACITY) {
      this.send(Buffer.from(`${parts.join('')}\n`, 'utf8'));
      return;
    }
    for (const p of parts) {
      // Separators (",", "[", "]") are copied as bytes: a call into the encoder costs more.
      const code = p.length === 1 ? p.charCodeAt(0) : 0x80;
      if (code < 0x80) this.buffer[this.used++] = code;
      else this.used += this.buffer.write(p, this.used, 'utf8');
    }
    this.buffer[this.used++] = 0x0a;
  }

  flush(): void {
    if (this.used === 0) return;
    this.send(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private send(bytes: Uint8Array): void {
    if (this.io.outBytes) this.io.outBytes(bytes);
    else this.io.out(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength - 1).toString('utf8'));
  }
}
