/**
 * One of a thing per key (an Intl formatter per locale, a translator per language, a card's cut text),
 * made on first use and handed back after: making one costs many times what using it does, and a page
 * uses dozens. With `max`, at most that many are kept: past it, they are made anew from then on, so
 * keys without end (texts) cannot make it grow.
 */
export function madeOnce<Key extends string, Made>(
  make: (key: Key) => Made,
  { max = Number.POSITIVE_INFINITY }: { max?: number } = {},
): (key: Key) => Made {
  const made = new Map<Key, Made>();
  return (key) => {
    let thing = made.get(key);
    if (thing === undefined) {
      thing = make(key);
      if (made.size >= max) made.clear();
      made.set(key, thing);
    }
    return thing;
  };
}
