// @ts-check
/**
 * The reads a reader's visit makes, as the load of steps 4 to 6 cycles through them.
 * @param {string} [postId]
 */
export const publicReads = (postId) => [
  '/api/post?limit=8',
  ...(postId ? [`/api/post/${postId}`] : []),
  '/api/program',
  '/api/satellite-info',
  '/api/ad',
  '/api/live',
  '/',
];
