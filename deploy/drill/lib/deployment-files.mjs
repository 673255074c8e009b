// @ts-check
// The deployment's own files, read by the drill so that it runs what the guide installs: the nginx
// configuration in deploy/nginx and the settings in deploy/env, with only addresses changed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEPLOY_DIR = resolve(import.meta.dirname, '..', '..');
const NGINX_DIR = join(DEPLOY_DIR, 'nginx');
const SHARED_DIR = join(NGINX_DIR, 'station');

/**
 * A settings file as systemd's EnvironmentFile reads it: KEY=value lines, # comments, optional quotes.
 * @param {string} name
 */
export function readEnvFile(name) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const raw of readFileSync(join(DEPLOY_DIR, 'env', name), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    settings[line.slice(0, at)] = line.slice(at + 1).replace(/^"(.*)"$/, '$1');
  }
  return settings;
}

/**
 * The Node.js flags a systemd unit starts its process with (`ExecStart=/usr/bin/node <flags> <script>`).
 * @param {string} unit
 */
export function nodeFlagsOf(unit) {
  const text = readFileSync(join(DEPLOY_DIR, 'systemd', unit), 'utf8');
  const command =
    text
      .match(/^ExecStart=(.*)$/m)?.[1]
      ?.trim()
      .split(/\s+/) ?? [];
  return command.slice(1, -1).filter((word) => word.startsWith('--'));
}

/**
 * The settings a systemd unit gives its process on `Environment=` lines, but the one with the
 * instance's address (`PORT=%i HOST=…`): what else production sets, such as the allocator's.
 * @param {string} unit
 */
export function processEnvOf(unit) {
  const text = readFileSync(join(DEPLOY_DIR, 'systemd', unit), 'utf8');
  /** @type {Record<string, string>} */
  const settings = {};
  for (const [, assignments = ''] of text.matchAll(/^Environment=(.*)$/gm)) {
    if (assignments.includes('%')) continue;
    for (const assignment of assignments.trim().split(/\s+/)) {
      const at = assignment.indexOf('=');
      settings[assignment.slice(0, at)] = assignment.slice(at + 1);
    }
  }
  return settings;
}

/**
 * The production upstreams file with each instance's address replaced by the drill's, so the
 * balancing, fail-over and keep-alive settings are the guide's own.
 * @param {Record<string, string[]>} addresses each upstream's servers, `host:port`
 */
function drillUpstreams(addresses) {
  const text = readFileSync(join(SHARED_DIR, 'upstreams.conf'), 'utf8');
  const replaced = text.replace(
    /upstream (\w+) \{([^}]*)\}/g,
    (/** @type {string} */ _block, /** @type {string} */ name, /** @type {string} */ body) => {
      const wanted = addresses[name];
      if (!wanted) throw new Error(`the drill has no addresses for upstream ${name}`);
      const lines = body.split('\n');
      const template = lines.find((line) => /^\s*server /.test(line));
      if (template === undefined) throw new Error(`upstream ${name} has no server line to copy`);
      const servers = wanted.map((address) => template.replace(/server [^\s;]+/, `server ${address}`));
      const kept = lines.filter((line) => !/^\s*server /.test(line));
      return `upstream ${name} {${[kept[0], ...servers, ...kept.slice(1)].join('\n')}}`;
    },
  );
  return replaced;
}

/**
/** Where the guide has the console's files written (deploy/systemd/station-admin-console.service). */
const GUIDE_CONSOLE_SITE = '/var/lib/station/admin-console';

/**
 * deploy/nginx/station as the guide installs it, into `stationDir`: every file linked in unchanged
 * but those in `written`, and the admin domain's with the console's files at `consoleSite` instead
 * of the guide's folder.
 * @param {string} stationDir
 * @param {string} consoleSite
 * @param {Record<string, string>} [written] file name → the text to write instead of linking it
 */
function writeSharedFiles(stationDir, consoleSite, written = {}) {
  mkdirSync(stationDir, { recursive: true });
  const admin = readFileSync(join(SHARED_DIR, 'admin-domain.conf'), 'utf8');
  if (!admin.includes(GUIDE_CONSOLE_SITE))
    throw new Error(`admin-domain.conf names no ${GUIDE_CONSOLE_SITE}`);
  /** @type {Record<string, string>} */
  const files = { ...written, 'admin-domain.conf': admin.replaceAll(GUIDE_CONSOLE_SITE, consoleSite) };
  for (const file of readdirSync(SHARED_DIR)) {
    const text = files[file];
    if (text === undefined) symlinkSync(join(SHARED_DIR, file), join(stationDir, file));
    else writeFileSync(join(stationDir, file), text);
  }
}

/**
 * The drill's nginx prefix: the shared files of deploy/nginx/station as the guide has them, the
 * upstreams with loopback ports and the console's files where the drill wrote them, and a site file
 * that differs from the guide's only in what it listens on (plain HTTP on one loopback port for both
 * domains, told apart by Host, instead of TLS).
 * @param {string} dir
 * @param {{ listenPort: number; internalPort: number; consoleSite: string; upstreams: Record<string, string[]> }} addresses
 */
export function writeNginxPrefix(dir, { listenPort, internalPort, consoleSite, upstreams }) {
  writeSharedFiles(join(dir, 'station'), consoleSite, { 'upstreams.conf': drillUpstreams(upstreams) });
  const log = join(dir, 'access.log');
  writeFileSync(
    join(dir, 'site.conf'),
    `include station/http.conf;
include station/upstreams.conf;

server {
  listen 127.0.0.1:${listenPort};
  server_name station.example;
  access_log ${log} station_json;
  include station/main-domain.conf;
}

server {
  listen 127.0.0.1:${listenPort};
  server_name admin.station.example;
  access_log ${log} station_json;
  include station/admin-domain.conf;
}

server {
  listen 127.0.0.1:${internalPort};
  server_name station-api.internal;
  include station/internal-api.conf;
}
`,
  );
  writeMain(dir, 'worker_processes 2;\nevents {\n  worker_connections 2048;\n}');
  return { conf: join(dir, 'nginx.conf'), accessLog: log };
}

/**
 * nginx's main file for a prefix of the drill's: its logs and temporary files stay inside it.
 * @param {string} dir
 * @param {string} top
 */
function writeMain(dir, top) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `error_log ${join(dir, 'error.log')} warn;`,
      top,
      'http {',
      ...temp,
      '  include site.conf;',
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Checks that the guide's own TLS site file, as installed, is one nginx accepts: it is copied into a
 * prefix of its own with a throwaway self-signed certificate where Let's Encrypt's would be, and
 * the console's files the drill wrote where the guide's unit writes them.
 * @param {string} dir
 * @param {string} consoleSite
 */
export function checkGuideSite(dir, consoleSite) {
  mkdirSync(join(dir, 'station'), { recursive: true });
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=station.example'].concat([
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { stdio: 'ignore' },
  );
  writeSharedFiles(join(dir, 'station'), consoleSite);
  const site = readFileSync(join(NGINX_DIR, 'sites-available', 'station.conf'), 'utf8')
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, certificate)
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, key)
    .replace(/\/var\/log\/nginx\//g, `${dir}/`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeMain(dir, 'events {}');
  try {
    execFileSync(
      'nginx',
      ['-t', '-q', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-g', `pid ${dir}/nginx.pid;`],
      {
        stdio: 'pipe',
      },
    );
    return { ok: true };
  } catch (caught) {
    const error = /** @type {{ stderr?: Buffer; message: string }} */ (caught);
    return { ok: false, detail: String(error.stderr ?? error.message).trim() };
  }
}
