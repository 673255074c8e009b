/**
 * One Intl formatter per key (a language, a locale with its calendar), made on first use: making one
 * costs many times what using it does, and a page writes dozens of dates.
 */
export function keptFormats<Format>(make: (key: string) => Format): (key: string) => Format {
  const formats = new Map<string, Format>();
  return (key) => {
    let format = formats.get(key);
    if (!format) {
      format = make(key);
      formats.set(key, format);
    }
    return format;
  };
}
