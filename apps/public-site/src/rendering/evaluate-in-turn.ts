import { nextTask } from './next-task';

/**
 * Runs the modules at `hrefs` one a task, in order: each is compiled and run (with whatever of its
 * imports has not run yet) in a task of its own, rather than the whole of the site's script in one
 * task as a module script and its imports are. Stops, with nothing more run, as soon as `stop()` says
 * so or a module fails to load (the page the server rendered still reads and links without them).
 */
export async function evaluateInTurn(
  hrefs: readonly string[],
  importModule: (href: string) => Promise<unknown>,
  stop: () => boolean,
): Promise<void> {
  for (const href of hrefs) {
    if (stop()) return;
    try {
      await importModule(href);
    } catch {
      return;
    }
    await nextTask();
  }
}
