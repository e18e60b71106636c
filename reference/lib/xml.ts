// Minimal XML support for request bodies (Magento\Framework\Webapi\Rest\Request\Deserializer\Xml: the root element's
// children become the parameters) and the XML renderer of responses (Accept: application/xml → <response>...).
// Elements, text and the five predefined entities only; attributes, comments and declarations are skipped.

export class XmlSyntaxError extends Error {}

type XmlValue = string | XmlObject | XmlValue[];
interface XmlObject {
  [name: string]: XmlValue;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? '';
  });
}

/** Parses a document into the value of its root element: {username: 'x', password: 'y'} for <login>...</login>. */
export function parseXmlBody(text: string): XmlValue {
  const source = text.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^>]*>/gi, '');
  let position = 0;

  function skipSpace() {
    while (position < source.length && /\s/.test(source.charAt(position))) position += 1;
  }

  function parseElement(): { name: string; value: XmlValue } {
    const open = /^<([A-Za-z_][\w.\-:]*)((?:\s+[^>]*?)?)(\/?)>/.exec(source.slice(position));
    if (!open) throw new XmlSyntaxError(`expected an element at offset ${position}`);
    position += open[0].length;
    const name = open[1] ?? '';
    if (open[3] === '/') return { name, value: '' };
    const children: XmlObject = {};
    let text = '';
    let hasChildren = false;
    for (;;) {
      if (position >= source.length) throw new XmlSyntaxError(`element <${name}> is not closed`);
      if (source.startsWith('</', position)) {
        const close = /^<\/([A-Za-z_][\w.\-:]*)\s*>/.exec(source.slice(position));
        if (!close || close[1] !== name) throw new XmlSyntaxError(`mismatched closing tag for <${name}>`);
        position += close[0].length;
        break;
      }
      if (source.startsWith('<![CDATA[', position)) {
        const end = source.indexOf(']]>', position);
        if (end < 0) throw new XmlSyntaxError('unterminated CDATA section');
        text += source.slice(position + 9, end);
        position = end + 3;
        continue;
      }
      if (source.charAt(position) === '<') {
        const child = parseElement();
        hasChildren = true;
        const existing = children[child.name];
        if (existing === undefined) children[child.name] = child.value;
        else if (Array.isArray(existing)) existing.push(child.value);
        else children[child.name] = [existing, child.value];
        continue;
      }
      const next = source.indexOf('<', position);
      text += decodeEntities(source.slice(position, next < 0 ? source.length : next));
      position = next < 0 ? source.length : next;
    }
    return { name, value: hasChildren ? children : text.trim() };
  }

  skipSpace();
  const root = parseElement();
  skipSpace();
  if (position !== source.length) throw new XmlSyntaxError('content after the root element');
  return root.value;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function renderValue(value: unknown, indent: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return '\n' + value.map((item) => `${indent}<item>${renderValue(item, indent + '  ')}</item>\n`).join('') + indent.slice(2);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return '\n' + entries.map(([key, item]) => `${indent}<${key}>${renderValue(item, indent + '  ')}</${key}>\n`).join('') + indent.slice(2);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return escapeXml(String(value));
}

/** The platform's XML renderer shape: a <response> root, arrays as repeated <item> elements. */
export function renderXmlResponse(value: unknown): string {
  return `<?xml version="1.0"?>\n<response>${renderValue(value, '  ')}</response>\n`;
}
