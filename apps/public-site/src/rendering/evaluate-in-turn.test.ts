import { describe, expect, it } from 'vitest';
import { evaluateInTurn } from './evaluate-in-turn';

describe('evaluateInTurn', () => {
  it('runs each module in a task of its own, in order', async () => {
    const ran: { href: string; inNewTask: boolean }[] = [];
    // Set again by a timer each module starts, so it reads true only once a task has passed.
    let inNewTask = true;
    await evaluateInTurn(
      ['/a.js', '/b.js', '/entry.js'],
      async (href) => {
        ran.push({ href, inNewTask });
        inNewTask = false;
        setTimeout(() => {
          inNewTask = true;
        }, 0);
      },
      () => false,
    );
    expect(ran).toEqual([
      { href: '/a.js', inNewTask: true },
      { href: '/b.js', inNewTask: true },
      { href: '/entry.js', inNewTask: true },
    ]);
  });

  it('runs nothing more once told to stop, or once a module fails to load', async () => {
    const ran: string[] = [];
    let leaving = false;
    await evaluateInTurn(
      ['/a.js', '/b.js', '/entry.js'],
      async (href) => {
        ran.push(href);
        leaving = true;
      },
      () => leaving,
    );
    expect(ran).toEqual(['/a.js']);

    const loaded: string[] = [];
    await evaluateInTurn(
      ['/a.js', '/b.js', '/entry.js'],
      async (href) => {
        if (href === '/b.js') throw new TypeError('Failed to fetch dynamically imported module');
        loaded.push(href);
      },
      () => false,
    );
    expect(loaded).toEqual(['/a.js']);
  });
});
