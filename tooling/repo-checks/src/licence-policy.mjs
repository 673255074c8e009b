// @ts-check
// Which licences a production dependency of Station may carry.

/** Permissive licences (SPDX ids); OFL-1.1 covers fonts, which may be bundled with any software. */
const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
]);

/**
 * Reviewed exceptions. sharp (Apache-2.0) loads libvips, one package per platform, as a separate
 * shared library, which the LGPL allows without extending to the code that uses it; nothing of
 * libvips is modified.
 */
const EXCEPTIONS = [{ name: /^@img\/sharp-libvips-[a-z0-9-]+$/, licence: 'LGPL-3.0-or-later' }];

/**
 * @param {string} name
 * @param {string} licence
 */
const isException = (name, licence) =>
  EXCEPTIONS.some((exception) => exception.name.test(name) && exception.licence === licence);

/**
 * Whether an SPDX expression (ids joined by AND / OR, with parentheses) can be met with permissive terms.
 * @param {string} expression
 */
export function isPermissive(expression) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  /** @returns {boolean} */
  const term = () => {
    const token = tokens[at++];
    if (token === '(') {
      const value = either();
      at++;
      return value;
    }
    return PERMISSIVE.has(token ?? '');
  };
  /** @returns {boolean} */
  const both = () => {
    let value = term();
    while (tokens[at] === 'AND') {
      at++;
      value = term() && value;
    }
    return value;
  };
  /** @returns {boolean} */
  const either = () => {
    let value = both();
    while (tokens[at] === 'OR') {
      at++;
      value = both() || value;
    }
    return value;
  };
  return either();
}

/**
 * The packages of a `pnpm licenses list --json` answer that the policy refuses, as readable lines.
 * @param {Record<string, { name: string; versions: string[] }[]>} listed
 */
export function refusedPackages(listed) {
  const refused = [];
  for (const [licence, packages] of Object.entries(listed)) {
    for (const { name, versions } of packages) {
      if (isPermissive(licence) || isException(name, licence)) continue;
      refused.push(`${name}@${versions.join(', ')}: ${licence}`);
    }
  }
  return refused;
}
