import type { ViewIncreaseQuery } from '@station/domain';
import { createSender, type HttpOptions, type Sender } from './send';

/** Counts a page seen: a fire-and-forget call with no answer to check. */
export const viewIncrease =
  ({ fireAndForget }: Pick<Sender, 'fireAndForget'>) =>
  (query: ViewIncreaseQuery) =>
    fireAndForget('PATCH', 'view/increase', { query: { ...query }, emptyJson: true, keepalive: true });

/**
 * The visit counter on its own: it loads none of the answers' schemas, so a page the server drew can
 * count its visit without the client's checks of every other answer.
 */
export const createViewCounter = (options: HttpOptions) => viewIncrease(createSender(options));
