/**
 * A JSON Schema (as `z.toJSONSchema` writes it) as a TypeScript-like type, indented, for reading
 * in the docs: `{ products: string[]; cartVersion?: number | null }`.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  default?: unknown;
  format?: string;
  maxLength?: number;
};

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

function primitive(type: string, schema: Schema): string {
  if (type === 'integer') return 'integer';
  if (type !== 'string') return type;
  // Request strings are bounded (decision 056): the bound is part of the contract.
  const notes = [
    schema.format,
    schema.maxLength === undefined ? undefined : `≤ ${schema.maxLength}`,
  ];
  const note = notes.filter(Boolean).join(', ');
  return note ? `string /* ${note} */` : 'string';
}

export function schemaType(schema: Schema, indent = ''): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => schemaType(s, indent)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => schemaType(s, indent)).join(' & ');
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => schemaType({ ...schema, type }, indent)).join(' | ');
  }
  if (schema.type === 'array') {
    const item = schemaType(schema.items ?? {}, indent);
    return item.includes('|') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) {
      const extra = schema.additionalProperties;
      return typeof extra === 'object' ? `Record<string, ${schemaType(extra, indent)}>` : 'object';
    }
    const required = new Set(schema.required ?? []);
    const inner = `${indent}  `;
    const lines = entries.map(([name, property]) => {
      const optional = required.has(name) ? '' : '?';
      return `${inner}${name}${optional}: ${schemaType(property, inner)};`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (typeof schema.type === 'string') return primitive(schema.type, schema);
  return 'unknown';
}
