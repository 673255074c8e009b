import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One layering rule: only repositories (`*.repository.ts`) query the database. A query needs
 * drizzle's operators (`sql`, `eq`, …) or a table from `db/schema`, so a file elsewhere that imports
 * either as a value breaks the rule; importing their types (a row, `StoredImage`, `SQL`) does not. A
 * service may still open a transaction and hand it to repositories. The database's own machinery
 * (`db/`: client, migrations, seeds, backups) and the tests' helpers (`testing/`) are exempt.
 */
const HERE = fileURLToPath(import.meta.url);
const SRC = resolve(dirname(HERE), '..');

/** Files that still query the database outside a repository, each with the reason it may. */
const STILL_QUERYING: Record<string, string> = {
  'jobs/job-queue.ts': 'the job queue is infrastructure over its own table, as db/ is',
  'modules/analytics/audience.maintenance.ts': 'partition and rollup upkeep in SQL, not yet moved',
};

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;

/** Whether every name an import brings in is a type. */
function typeOnly(typeKeyword: string | undefined, names: string): boolean {
  if (typeKeyword) return true;
  const braces = names.match(/^\{([\s\S]*)\}$/);
  if (!braces?.[1]) return false;
  const specifiers = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((name) => name.startsWith('type '));
}

function queriesDatabase(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, , typeKeyword, names = '', specifier = ''] of source.matchAll(IMPORT)) {
    const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    const schema =
      specifier.startsWith('.') &&
      relative(SRC, resolve(dirname(file), specifier))
        .split('/')
        .slice(0, 2)
        .join('/') === 'db/schema';
    if ((drizzle || schema) && !typeOnly(typeKeyword, names)) found.push(specifier);
  }
  return found;
}

const exempt = (path: string) =>
  path.endsWith('.repository.ts') ||
  path.endsWith('.test.ts') ||
  path.startsWith('db/') ||
  path.startsWith('testing/');

const fileOf = (violation: string) => violation.slice(0, violation.indexOf(' → '));

/** Every file outside the exempt ones that imports a query's means, as "file → import". */
function violations(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, source]) => {
    const path = relative(SRC, file);
    if (exempt(path)) return [];
    return queriesDatabase(file, source).map((specifier) => `${path} → ${specifier}`);
  });
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(SRC, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path, readFileSync(path, 'utf8'));
  }
  return files;
}

describe('database access', () => {
  it('happens only in repositories (and the files still listed)', () => {
    const found = violations(sourceFiles()).filter((line) => !(fileOf(line) in STILL_QUERYING));
    expect(found).toEqual([]);
  });

  it('lists only files that still need their place', () => {
    const breaking = new Set(violations(sourceFiles()).map(fileOf));
    expect(Object.keys(STILL_QUERYING).filter((path) => !breaking.has(path))).toEqual([]);
  });

  it('tells a query’s imports from a type’s, wherever the file sits', () => {
    const at = (path: string) => join(SRC, path);
    const files = new Map([
      [
        at('modules/live/live.routes.ts'),
        "import { eq } from 'drizzle-orm';\nimport { live } from '../../db/schema/index';",
      ],
      [at('modules/posts/cover-share.ts'), "import type { StoredImage } from '../../db/schema/index';"],
      [at('modules/posts/search.ts'), "import { type SQL, type SQLWrapper } from 'drizzle-orm';"],
      [at('modules/live/live.repository.ts'), "import { eq } from 'drizzle-orm';"],
      [at('plugins/auth.ts'), "import { admins } from '../db/schema/admins';"],
      [at('db/seed.ts'), "import { posts } from './schema/index';"],
    ]);
    expect(violations(files)).toEqual([
      'modules/live/live.routes.ts → drizzle-orm',
      'modules/live/live.routes.ts → ../../db/schema/index',
      'plugins/auth.ts → ../db/schema/admins',
    ]);
  });
});
