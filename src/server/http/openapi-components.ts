import { z } from 'zod';
import { isSchema, type RouteSpec } from './api-route';
import { SHARED_SHAPE_MODULES } from './shared-shape-modules';

/**
 * The document's named components (decision 070): a shape exported from src/shared that more
 * than one operation answers or takes is written once under `components.schemas` and referred
 * to by `$ref`. Its name is its export's, without `Schema` (`gameSummarySchema` → `GameSummary`).
 * Shapes are matched by identity, so a route that declares its own copy of a shape gets a copy.
 */

type Schema = z.core.$ZodType;

const isZodSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

const pascal = (text: string) => text.replace(/(^|[-_/])([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** Every exported shape of src/shared with its component name; a name taken twice gets its module's as a prefix. */
export function sharedShapeNames(modules = SHARED_SHAPE_MODULES): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const taken = new Set<string>();
  for (const [modulePath, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isZodSchema(value) || names.has(value)) continue;
      const base = pascal(exportName.replace(/Schema$/, ''));
      const name = taken.has(base) ? `${pascal(modulePath.split('/').pop() ?? '')}${base}` : base;
      names.set(value, name);
      taken.add(name);
    }
  }
  return names;
}

/** The schemas a schema is built of (itself included): object properties, items, options, wrapped values. */
export function schemasWithin(root: Schema, found = new Set<Schema>()): Set<Schema> {
  if (found.has(root)) return found;
  found.add(root);
  for (const [key, value] of Object.entries(root._zod.def)) {
    if (key === 'getter') continue; // z.lazy: what it returns is met where it is used
    const children = key === 'shape' && value && typeof value === 'object' ? Object.values(value) : Array.isArray(value) ? value : [value];
    for (const child of children) if (isZodSchema(child)) schemasWithin(child, found);
  }
  return found;
}

/** The JSON schemas of a route: its body, its answer, its stream's messages. Parameters are spread, never named. */
export function documentedSchemasOf(spec: RouteSpec): Schema[] {
  const schemas: Schema[] = [];
  if (spec.body && isSchema(spec.body)) schemas.push(spec.body);
  if (isSchema(spec.response)) schemas.push(spec.response);
  else if (spec.response.kind === 'eventStream') schemas.push(spec.response.message);
  return schemas;
}

/**
 * Looks up what the global registry says of a schema (descriptions, formats), plus the
 * component's id where the schema is one: zod writes such schemas once under `$defs`.
 */
class ComponentRegistry extends z.core.$ZodRegistry<{ id?: string }> {
  constructor(private readonly ids: ReadonlyMap<Schema, string>) {
    super();
  }
  override get(schema: Schema) {
    const described = z.globalRegistry.get(schema);
    const id = this.ids.get(schema);
    return id ? { ...described, id } : described;
  }
}

/** The registry that names, for these routes, each shared shape used by more than one operation. */
export function componentRegistryFor(specs: readonly RouteSpec[], names = sharedShapeNames()): z.core.$ZodRegistry<{ id?: string }> {
  const operationsUsing = new Map<Schema, number>();
  for (const spec of specs) {
    const within = new Set<Schema>();
    for (const schema of documentedSchemasOf(spec)) schemasWithin(schema, within);
    for (const schema of within) if (names.has(schema)) operationsUsing.set(schema, (operationsUsing.get(schema) ?? 0) + 1);
  }
  const ids = new Map<Schema, string>();
  for (const [schema, count] of operationsUsing) if (count > 1) ids.set(schema, names.get(schema) as string);
  return new ComponentRegistry(ids);
}
