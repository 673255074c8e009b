/**
 * One of a thing per key (an Intl formatter per locale, a translator per language), made on first use
 * and handed back after: making one costs many times what using it does, and a page uses dozens.
 */
export function madeOnce<Key extends string, Made>(make: (key: Key) => Made): (key: Key) => Made {
  const made = new Map<Key, Made>();
  return (key) => {
    let thing = made.get(key);
    if (!thing) {
      thing = make(key);
      made.set(key, thing);
    }
    return thing;
  };
}
