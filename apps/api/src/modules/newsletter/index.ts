/** Newsletter subscriptions (double opt-in) and the Send Email page's sendings. */
export { newsletterRoutes, SUBSCRIBE_ANSWER } from './newsletter.routes';
