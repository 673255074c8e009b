// @ts-check
import { describe, expect, it } from 'vitest';
import { isPermissive, refusedPackages } from './licence-policy.mjs';

describe('isPermissive', () => {
  it.each(['MIT', 'Apache-2.0', 'MIT AND ISC', '(MIT OR GPL-3.0-only)', 'BSD-3-Clause OR AGPL-3.0'])(
    'accepts %s',
    (expression) => expect(isPermissive(expression)).toBe(true),
  );

  it.each(['AGPL-3.0-or-later', 'GPL-2.0', 'LGPL-3.0-or-later', 'MIT AND GPL-3.0', 'SSPL-1.0', 'UNKNOWN'])(
    'refuses %s',
    (expression) => expect(isPermissive(expression)).toBe(false),
  );
});

describe('refusedPackages', () => {
  it('names a copyleft package, and lets the reviewed libvips through', () => {
    const refused = refusedPackages({
      MIT: [{ name: 'react', versions: ['19.3.1'] }],
      'AGPL-3.0-or-later': [{ name: 'ua-parser-js', versions: ['2.0.10'] }],
      'LGPL-3.0-or-later': [
        { name: '@img/sharp-libvips-linux-x64', versions: ['1.3.0'] },
        { name: 'some-lgpl-lib', versions: ['1.0.0'] },
      ],
    });
    expect(refused).toEqual([
      'ua-parser-js@2.0.10: AGPL-3.0-or-later',
      'some-lgpl-lib@1.0.0: LGPL-3.0-or-later',
    ]);
  });
});
