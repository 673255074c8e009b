import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules talk through what they export: each folder under src/modules has an index.ts, and a file
 * outside a module may import from that module only through its index. A module's inner files can then
 * be split, renamed or rewritten without looking for callers elsewhere.
 */
const HERE = fileURLToPath(import.meta.url);
const SRC = resolve(dirname(HERE), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module a file belongs to (its folder right under src/modules), or undefined. */
function moduleOf(file: string): string | undefined {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : undefined;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(from), specifier);
  return target.endsWith('.ts') ? target : `${target}.ts`;
}

/** Every import that reaches into another module past its index, as "importer → imported". */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, source] of files) {
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      const targetModule = target && moduleOf(target);
      if (!target || !targetModule || targetModule === moduleOf(file)) continue;
      if (target !== join(SRC, 'modules', targetModule, 'index.ts'))
        violations.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  return violations;
}

function sourceFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    // This file's own examples of violations are strings, not imports.
    if (path === HERE) continue;
    files.set(path, readFileSync(path, 'utf8'));
  }
  return files;
}

describe('module boundaries', () => {
  it('gives every module an index.ts', () => {
    const modules = readdirSync(join(SRC, 'modules'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules)
      expect(readdirSync(join(SRC, 'modules', module.name)), module.name).toContain('index.ts');
  });

  it('finds no import of another module’s inner files anywhere in src', () => {
    expect(boundaryViolations(sourceFiles(SRC))).toEqual([]);
  });

  it('reports an import past another module’s index, and allows its index and a module’s own files', () => {
    const posts = join(SRC, 'modules', 'posts', 'posts.routes.ts');
    const files = new Map([
      [
        posts,
        "import { createViewsService } from '../views/views.service';\nimport { x } from './posts.service';",
      ],
      [join(SRC, 'modules', 'ads', 'ads.routes.ts'), "import { viewsRoutes } from '../views/index';"],
      [join(SRC, 'bootstrap.ts'), "import { createAdminsService } from './modules/admins/admins.service';"],
      [join(SRC, 'modules', 'index.ts'), "import { adsRoutes } from './ads/index';"],
    ]);
    expect(boundaryViolations(files)).toEqual([
      'modules/posts/posts.routes.ts → modules/views/views.service.ts',
      'bootstrap.ts → modules/admins/admins.service.ts',
    ]);
  });
});
