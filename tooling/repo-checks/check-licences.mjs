#!/usr/bin/env node
// @ts-check
// Fails when a production dependency of any workspace carries a copyleft licence, or one nobody has
// reviewed: the station ships these packages to its servers and readers' browsers, and a copyleft
// licence there would oblige it to publish its own code.
//   pnpm --filter @station/repo-checks licences   (run by `npm test`)
import { execFileSync } from 'node:child_process';
import { refusedPackages } from './src/licence-policy.mjs';

const listed = JSON.parse(
  execFileSync('pnpm', ['licenses', 'list', '--prod', '--json'], { encoding: 'utf8' }),
);
const refused = refusedPackages(listed);

if (refused.length > 0) {
  console.error(
    `Production dependencies under a copyleft or unreviewed licence:\n  ${refused.join('\n  ')}\n` +
      'Replace them, or review the licence and add it to tooling/repo-checks/src/licence-policy.mjs with the reason.',
  );
  process.exit(1);
}
console.log(
  `Licences: ${Object.values(listed).flat().length} production packages, all permissive or reviewed.`,
);
