import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * The image library, loaded on the first photo rather than at start: its native part holds about
 * 28 MiB resident, and most instances go hours between uploads.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
