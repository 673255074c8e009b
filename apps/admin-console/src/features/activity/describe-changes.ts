/** A change as one line a person reads: "title: Old → New; status: draft → published; fields: detail". */
export function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([name, value]) => {
      if (Array.isArray(value)) return `${name}: ${value.join(', ')}`;
      if (value && typeof value === 'object' && 'after' in value) {
        const { before, after } = value as { before: unknown; after: unknown };
        return `${name}: ${before ?? '—'} → ${after ?? '—'}`;
      }
      return `${name}: ${String(value)}`;
    })
    .join('; ');
}
