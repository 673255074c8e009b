// @ts-check
// Debian's Chromium, started the way every browser run of the project starts it: no sandbox (CI runs
// as root), no GPU, and nothing that reaches the network on its own.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
