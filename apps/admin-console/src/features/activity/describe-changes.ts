/** How a change's names and values read in the console's language; as stored when not given. */
export interface ChangeWords {
  field?: (name: string) => string;
  /** A stored value of the field `name`. */
  value?: (value: unknown, name: string) => string;
}

/** A change as one line a person reads: "title: Old → New; status: draft → published; fields: detail". */
export function describeChanges(changes: Record<string, unknown>, words: ChangeWords = {}): string {
  const field = words.field ?? ((name: string) => name);
  const value = (shown: unknown, name: string) =>
    shown === null || shown === undefined ? '—' : words.value ? words.value(shown, name) : String(shown);
  return Object.entries(changes)
    .map(([name, change]) => {
      // A list names fields ("fields: title, detail"), so its items read as field names too.
      if (Array.isArray(change))
        return `${field(name)}: ${change.map((item) => field(String(item))).join(', ')}`;
      if (change && typeof change === 'object' && 'after' in change) {
        const { before, after } = change as { before: unknown; after: unknown };
        return `${field(name)}: ${value(before, name)} → ${value(after, name)}`;
      }
      return `${field(name)}: ${value(change, name)}`;
    })
    .join('; ');
}
