// A small GraphQL parser: one operation (query or mutation, anonymous or named, with variable definitions), fields
// with aliases, arguments and selection sets, and every value literal (variables, numbers, strings, booleans, null,
// enums, lists, objects). Fragments and directives are not part of what the reference answers: they are syntax errors
// here. Positions are kept for the error answers (GraphQL's locations: line and column, from 1).

export type GraphqlValue = string | number | boolean | null | GraphqlValue[] | { [key: string]: GraphqlValue } | { $enum: string };

export interface GraphqlField {
  alias: string | null;
  name: string;
  args: Record<string, GraphqlValue>;
  selections: GraphqlField[];
  line: number;
  column: number;
}

export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  name: string | null;
  fields: GraphqlField[];
}

export class GraphqlSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(`Syntax Error: ${message}`);
    this.line = line;
    this.column = column;
  }
}

interface Token {
  kind: 'punct' | 'name' | 'int' | 'float' | 'string' | 'eof';
  value: string;
  line: number;
  column: number;
}

const PUNCT = new Set(['!', '$', '(', ')', ':', '=', '@', '[', ']', '{', '}', '|', '&']);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const at = (start: number): { line: number; column: number } => ({ line, column: start - lineStart + 1 });
  while (i < source.length) {
    const ch = source.charAt(i);
    if (ch === '\n') {
      i += 1;
      line += 1;
      lineStart = i;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === ',' || ch === '\ufeff') {
      i += 1;
      continue;
    }
    if (ch === '#') {
      while (i < source.length && source.charAt(i) !== '\n') i += 1;
      continue;
    }
    const start = i;
    if (PUNCT.has(ch)) {
      tokens.push({ kind: 'punct', value: ch, ...at(start) });
      i += 1;
      continue;
    }
    if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', value: '...', ...at(start) });
      i += 3;
      continue;
    }
    if (/[_A-Za-z]/.test(ch)) {
      while (i < source.length && /[_0-9A-Za-z]/.test(source.charAt(i))) i += 1;
      tokens.push({ kind: 'name', value: source.slice(start, i), ...at(start) });
      continue;
    }
    if (/[-0-9]/.test(ch)) {
      const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(source.slice(i));
      if (match === null) throw new GraphqlSyntaxError(`Invalid number, expected digit but got: "${source.charAt(i + 1)}".`, line, start - lineStart + 1);
      i += match[0].length;
      tokens.push({ kind: match[2] !== undefined || match[3] !== undefined ? 'float' : 'int', value: match[0], ...at(start) });
      continue;
    }
    if (ch === '"') {
      const block = source.startsWith('"""', i);
      let value = '';
      i += block ? 3 : 1;
      for (;;) {
        if (i >= source.length) throw new GraphqlSyntaxError('Unterminated string.', line, start - lineStart + 1);
        if (block && source.startsWith('"""', i)) {
          i += 3;
          break;
        }
        const c = source.charAt(i);
        if (!block && c === '"') {
          i += 1;
          break;
        }
        if (!block && c === '\n') throw new GraphqlSyntaxError('Unterminated string.', line, start - lineStart + 1);
        if (!block && c === '\\') {
          const next = source.charAt(i + 1);
          const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
          if (next === 'u') {
            value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
            i += 6;
          } else {
            value += escapes[next] ?? next;
            i += 2;
          }
          continue;
        }
        value += c;
        i += 1;
      }
      tokens.push({ kind: 'string', value, ...at(start) });
      continue;
    }
    throw new GraphqlSyntaxError(`Cannot parse the unexpected character "${ch}".`, line, start - lineStart + 1);
  }
  tokens.push({ kind: 'eof', value: '<EOF>', line, column: i - lineStart + 1 });
  return tokens;
}

/** Parse a document of one operation; `variables` fill the $names its arguments use. */
export function parseOperation(source: string, variables: Record<string, unknown>): GraphqlOperation {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token => tokens[position] ?? (tokens[tokens.length - 1] as Token);
  const next = (): Token => {
    const token = peek();
    position += 1;
    return token;
  };
  const describe = (token: Token): string => (token.kind === 'eof' ? '<EOF>' : token.kind === 'name' ? `Name "${token.value}"` : token.kind === 'punct' ? `"${token.value}"` : `${token.kind === 'string' ? 'String' : token.kind === 'int' ? 'Int' : 'Float'} "${token.value}"`);
  const expect = (value: string): Token => {
    const token = next();
    if (token.kind !== 'punct' || token.value !== value) throw new GraphqlSyntaxError(`Expected "${value}", found ${describe(token)}.`, token.line, token.column);
    return token;
  };
  const expectName = (): Token => {
    const token = next();
    if (token.kind !== 'name') throw new GraphqlSyntaxError(`Expected Name, found ${describe(token)}.`, token.line, token.column);
    return token;
  };
  const isPunct = (value: string): boolean => peek().kind === 'punct' && peek().value === value;

  const parseValue = (): GraphqlValue => {
    const token = next();
    if (token.kind === 'punct' && token.value === '$') {
      const name = expectName().value;
      return (variables[name] ?? null) as GraphqlValue;
    }
    if (token.kind === 'int') return Number.parseInt(token.value, 10);
    if (token.kind === 'float') return Number.parseFloat(token.value);
    if (token.kind === 'string') return token.value;
    if (token.kind === 'name') {
      if (token.value === 'true' || token.value === 'false') return token.value === 'true';
      if (token.value === 'null') return null;
      return { $enum: token.value };
    }
    if (token.kind === 'punct' && token.value === '[') {
      const list: GraphqlValue[] = [];
      while (!isPunct(']')) list.push(parseValue());
      expect(']');
      return list;
    }
    if (token.kind === 'punct' && token.value === '{') {
      const object: Record<string, GraphqlValue> = {};
      while (!isPunct('}')) {
        const key = expectName().value;
        expect(':');
        object[key] = parseValue();
      }
      expect('}');
      return object;
    }
    throw new GraphqlSyntaxError(`Unexpected ${describe(token)}.`, token.line, token.column);
  };

  const parseSelections = (): GraphqlField[] => {
    expect('{');
    const fields: GraphqlField[] = [];
    while (!isPunct('}')) {
      if (isPunct('...') || isPunct('@')) {
        const token = peek();
        throw new GraphqlSyntaxError(`Unexpected ${describe(token)}.`, token.line, token.column);
      }
      const first = expectName();
      let alias: string | null = null;
      let name = first;
      if (isPunct(':')) {
        next();
        alias = first.value;
        name = expectName();
      }
      const args: Record<string, GraphqlValue> = {};
      if (isPunct('(')) {
        next();
        while (!isPunct(')')) {
          const key = expectName().value;
          expect(':');
          args[key] = parseValue();
        }
        expect(')');
      }
      const selections = isPunct('{') ? parseSelections() : [];
      fields.push({ alias, name: name.value, args, selections, line: first.line, column: first.column });
    }
    expect('}');
    return fields;
  };

  let kind: 'query' | 'mutation' = 'query';
  let name: string | null = null;
  if (peek().kind === 'name') {
    const word = next();
    if (word.value !== 'query' && word.value !== 'mutation') throw new GraphqlSyntaxError(`Unexpected ${describe(word)}.`, word.line, word.column);
    kind = word.value;
    if (peek().kind === 'name') name = next().value;
    if (isPunct('(')) {
      // Variable definitions: their names and types are not checked here; the values come from `variables`.
      next();
      while (!isPunct(')')) {
        const token = next();
        if (token.kind === 'eof') throw new GraphqlSyntaxError('Expected ")", found <EOF>.', token.line, token.column);
        if (token.kind === 'punct' && token.value === '=') parseValue();
      }
      expect(')');
    }
  }
  const fields = parseSelections();
  const rest = peek();
  if (rest.kind !== 'eof') throw new GraphqlSyntaxError(`Unexpected ${describe(rest)}.`, rest.line, rest.column);
  return { kind, name, fields };
}
