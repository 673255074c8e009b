/**
 * One of a thing per key (an Intl formatter per locale, a translator per language, a card's cut text),
 * made on first use and cached after: making one costs many times what using it does, and a page
 * renders dozens. With `max`, at most that many are cached: past it, the cache starts over, so keys
 * without end (texts) cannot make it grow.
 */
export function memoize<Key extends string, Value>(
  make: (key: Key) => Value,
  { max = Number.POSITIVE_INFINITY }: { max?: number } = {},
): (key: Key) => Value {
  const cache = new Map<Key, Value>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      if (cache.size >= max) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}
