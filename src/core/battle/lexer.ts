// Splits one line of a battle description into tokens with their columns. Never throws: an
// unterminated string runs to the end of the line and is reported by the parser.

export type TokenType = 'word' | 'number' | 'string' | 'colon' | 'comma';

export interface Token {
  type: TokenType;
  /** The word as written, the number's digits, or the string's content (escapes resolved). */
  value: string;
  /** 0-based offset in the line. */
  start: number;
  /** Characters the token covers in the line, quotes included. */
  length: number;
  /** For strings: the closing quote was missing. */
  unterminated?: boolean;
}

const NUMBER = /^[+-]?\d+$/;

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0' || ch === '\ufeff';
}

function isWordChar(ch: string): boolean {
  return !isSpace(ch) && ch !== ':' && ch !== ',' && ch !== '"' && ch !== '#';
}

/** A `#` outside a quoted string starts a comment that runs to the end of the line. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i] as string;
    if (isSpace(ch)) {
      i++;
    } else if (ch === '#') {
      break;
    } else if (ch === ':' || ch === ',') {
      tokens.push({ type: ch === ':' ? 'colon' : 'comma', value: ch, start: i, length: 1 });
      i++;
    } else if (ch === '"') {
      const start = i;
      let value = '';
      i++;
      let closed = false;
      while (i < line.length) {
        const c = line[i] as string;
        if (c === '\\' && i + 1 < line.length) {
          value += line[i + 1];
          i += 2;
        } else if (c === '"') {
          i++;
          closed = true;
          break;
        } else {
          value += c;
          i++;
        }
      }
      tokens.push({ type: 'string', value, start, length: i - start, ...(closed ? {} : { unterminated: true }) });
    } else {
      const start = i;
      while (i < line.length && isWordChar(line[i] as string)) i++;
      const value = line.slice(start, i);
      tokens.push({ type: NUMBER.test(value) ? 'number' : 'word', value, start, length: i - start });
    }
  }
  return tokens;
}
