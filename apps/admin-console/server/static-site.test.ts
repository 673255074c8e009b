// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD, siteFor } from './console-build.fixture';
import { CURRENT_SITE, writeSiteFolder } from './site-folder';
import { staticSite } from './static-site';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the console's static site", () => {
  it('holds every built file with its compressed copy, and the pages apart from them', () => {
    const { files } = siteFor({ PUBLIC_API_URL: '/api/' }, '/srv/console/current');
    expect(files.get('public/assets/index-e1.js')?.toString()).toBe('console.info(1)');
    expect(gunzipSync(files.get('public/assets/index-e1.js.gz') ?? '').toString()).toBe('console.info(1)');
    expect(files.has('public/favicon.svg')).toBe(true);
    expect(files.has('public/index.html')).toBe(false);
    const page = files.get('public/_pages/index.html')?.toString() ?? '';
    expect(page).toContain('"apiUrl":"/api/"');
    expect(page).not.toContain('modulepreload');
    expect(files.has('public/_pages/index.html.gz')).toBe(true);
  });

  it("gives each route's addresses the page that names its scripts, named routes first", () => {
    const { files, conf } = siteFor({}, '/srv/console/current');
    const newPost = conf.indexOf('"^/dashboard/posts/new/?$"');
    const onePost = conf.indexOf('"^/dashboard/posts/[^/]+/?$"');
    expect(newPost).toBeGreaterThan(-1);
    expect(onePost).toBeGreaterThan(newPost);
    const page = /\/_pages\/(route-\d+\.html)/.exec(conf.slice(onePost))?.[1] ?? '';
    expect(files.get(`public/_pages/${page}`)?.toString()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_postId-c1.js">',
    );
  });

  it('sends the security headers of the settings with every answer', () => {
    const { conf } = siteFor({ IMAGE_ORIGINS: 'https://images.example' }, '/srv/console/current');
    const policy = /add_header content-security-policy "([^"]*)" always;/.exec(conf)?.[1];
    expect(policy).toContain('https://images.example');
    const locations = conf.split('location ').length - 1;
    expect(conf.split('add_header content-security-policy').length - 1).toBe(locations);
  });

  it('refuses a setting nginx would read as a variable, naming the header', () => {
    const headers = { 'content-security-policy': "img-src 'self' https://$host" };
    expect(() => staticSite(BUILD, { page: '', headers, root: '/srv' })).toThrow(/content-security-policy/);
  });

  it('switches the link to each new site and keeps only the one before it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'station-console-site-'));
    folders.push(folder);
    const site = siteFor({}, join(folder, CURRENT_SITE));
    writeSiteFolder(folder, site);
    const first = readlinkSync(join(folder, CURRENT_SITE));
    writeSiteFolder(folder, site);
    const second = readlinkSync(join(folder, CURRENT_SITE));
    expect(second).not.toBe(first);
    writeSiteFolder(folder, site);
    const sites = readdirSync(folder).filter((entry) => entry.startsWith('site-'));
    expect(sites).toHaveLength(2);
    expect(sites).toContain(second);
    expect(existsSync(join(folder, first))).toBe(false);
    expect(readFileSync(join(folder, CURRENT_SITE, 'console.conf'), 'utf8')).toContain('location');
  });
});
