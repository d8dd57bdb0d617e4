import type { TStripeObject } from './stand-in-state';
import { invalidParameter } from './stripe-errors';

// Stripe's `expand[]`: each dotted path names a field holding an id, which the
// answer then holds as the object itself (`payment_method`,
// `latest_invoice.parent`, `data.customer` in a list, `items.data.price.product`).

type TLookup = (id: string) => TStripeObject | undefined;

/** Stripe expands at most four levels deep. */
const MAX_DEPTH = 4;

const cannotExpand = (path: string) =>
  invalidParameter('expand', `This property cannot be expanded (${path}).`);

function expandAlong(node: unknown, steps: string[], lookup: TLookup, path: string): void {
  const [field, ...rest] = steps;
  if (field === undefined || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) expandAlong(item, steps, lookup, path);
    return;
  }
  const fields = node as Record<string, unknown>;
  const value = fields[field];
  if (typeof value === 'string') {
    const found = lookup(value);
    if (!found) throw cannotExpand(path);
    fields[field] = structuredClone(found);
  } else if (value === undefined || (value !== null && typeof value !== 'object')) {
    throw cannotExpand(path);
  }
  expandAlong(fields[field], rest, lookup, path);
}

/** Checks `expand` as Stripe reads it: a list of dotted paths. */
export function expandPaths(given: unknown): string[] {
  if (given === undefined) return [];
  const paths = Array.isArray(given) ? given : typeof given === 'object' ? undefined : [given];
  if (!paths?.every((path): path is string => typeof path === 'string')) {
    throw invalidParameter('expand', 'Invalid array');
  }
  for (const path of paths) {
    if (path.split('.').length > MAX_DEPTH) {
      throw invalidParameter(
        'expand',
        `You cannot expand more than ${String(MAX_DEPTH)} levels of a property. Property: ${path}`,
      );
    }
  }
  return paths;
}

/** A copy of an answer with the fields named by `paths` expanded. */
export function expanded(answer: unknown, paths: string[], lookup: TLookup): unknown {
  if (paths.length === 0) return answer;
  const copy = structuredClone(answer);
  for (const path of paths) expandAlong(copy, path.split('.'), lookup, path);
  return copy;
}
