import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { StaticSite } from './static-site';

/** The link nginx's root goes through, switched to each new site. */
export const CURRENT_SITE = 'current';

function linkedSite(folder: string): string | undefined {
  try {
    return readlinkSync(join(folder, CURRENT_SITE));
  } catch {
    return undefined;
  }
}

/**
 * Writes a site as a new folder inside `folder` and then points `<folder>/current` at it in one step
 * (a rename over the link), so nginx never serves half a site. The site before it stays until the next
 * write, for pages still loading their scripts from it; older ones are removed.
 */
export function writeSiteFolder(folder: string, site: StaticSite): string {
  const name = `site-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  for (const [path, body] of site.files) {
    mkdirSync(dirname(join(folder, name, path)), { recursive: true });
    writeFileSync(join(folder, name, path), body);
  }
  writeFileSync(join(folder, name, 'console.conf'), site.conf);
  const previous = linkedSite(folder);
  const link = join(folder, `${CURRENT_SITE}.${name}`);
  symlinkSync(name, link);
  renameSync(link, join(folder, CURRENT_SITE));
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('site-') && entry !== name && entry !== previous) {
      rmSync(join(folder, entry), { recursive: true, force: true });
    }
  }
  return join(folder, CURRENT_SITE);
}
