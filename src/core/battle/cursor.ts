import type { Token } from './lexer';
import type { SourceRange } from './types';

/** Reads the tokens of one line left to right; every range it makes is 1-based. */
export class Cursor {
  pos = 0;
  constructor(
    readonly tokens: Token[],
    readonly line: number,
    readonly lineLength: number,
  ) {}

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  next(): Token | undefined {
    const t = this.tokens[this.pos];
    if (t) this.pos++;
    return t;
  }

  /** The next token is this word (case-insensitive). */
  isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.type === 'word' && t.value.toLowerCase() === word;
  }

  acceptWord(...words: string[]): boolean {
    const t = this.peek();
    if (t && t.type === 'word' && words.includes(t.value.toLowerCase())) {
      this.pos++;
      return true;
    }
    return false;
  }

  accept(type: Token['type']): Token | undefined {
    const t = this.peek();
    if (t && t.type === type) {
      this.pos++;
      return t;
    }
    return undefined;
  }

  range(token: Token | undefined): SourceRange {
    if (!token) return this.endRange();
    return { line: this.line, column: token.start + 1, length: token.length };
  }

  /** From the start of `first` to the end of `last`. */
  span(first: Token, last: Token): SourceRange {
    return { line: this.line, column: first.start + 1, length: Math.max(1, last.start + last.length - first.start) };
  }

  /** Where something missing should have been written: just after the last token. */
  endRange(): SourceRange {
    const last = this.tokens[this.tokens.length - 1];
    return { line: this.line, column: (last ? last.start + last.length : this.lineLength) + 1, length: 0 };
  }

  /** The rest of the line from the current token. */
  restRange(): SourceRange {
    const first = this.peek();
    const last = this.tokens[this.tokens.length - 1];
    return first && last ? this.span(first, last) : this.endRange();
  }
}
