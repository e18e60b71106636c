// Finds data of another customer in a self route's answer: any customer_id / customer_email that is not the
// token's own, and on the customer record itself (top-level id + email), a different id or email.

export interface ForeignData {
  pointer: string;
  field: string;
  own: string;
  seen: string;
}

export function foreignCustomerData(json: unknown, own: { id: number; email: string }): ForeignData | null {
  return walk(json, '', own);
}

function walk(node: unknown, pointer: string, own: { id: number; email: string }): ForeignData | null {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const hit = walk(node[i], `${pointer}/${i}`, own);
      if (hit) return hit;
    }
    return null;
  }
  if (node === null || typeof node !== 'object') return null;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const here = `${pointer}/${key}`;
    if (key === 'customer_id' && value !== null && value !== undefined && Number(value) !== own.id && Number(value) !== 0) {
      return { pointer: here, field: 'customer_id', own: String(own.id), seen: String(value) };
    }
    if (key === 'customer_email' && typeof value === 'string' && value !== '' && value.toLowerCase() !== own.email.toLowerCase()) {
      return { pointer: here, field: 'customer_email', own: own.email, seen: value };
    }
    const hit = walk(value, here, own);
    if (hit) return hit;
  }
  return null;
}
