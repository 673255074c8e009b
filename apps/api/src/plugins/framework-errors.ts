import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Addresses the router refuses before any route runs; the sentence never repeats the address back. */
const ADDRESS_SENTENCES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it holds a broken %-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long.',
};

/**
 * Fastify's `frameworkErrors`: a bad %-encoding or an over-long path value would otherwise be answered
 * in the framework's own shape, echoing the whole address. These get the `{ error }` envelope instead.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const sentence = ADDRESS_SENTENCES[error.code] ?? 'The request could not be routed.';
  return reply.status(400).send({ error: sentence, code: 'BAD_ADDRESS' });
}
