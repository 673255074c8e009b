import { notFound } from '@tanstack/react-router';
import { apiErrorStatus } from './api';

/**
 * Loads the record a page is about (an article, a program). An unknown or malformed id is a missing
 * page: the not-found page, which the page server answers with 404. Any other failure just ends
 * loading (spec §8).
 */
export async function loadPageRecord(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) throw notFound();
  }
}
