// What bench/render-cost.mjs builds and drives: the page server's renderer with the test factories.
export { DEMO_SITE } from '~/config/defaults';
export { setSiteConfig } from '~/config/site-config';
export { renderPage } from '~/entry-server';
export { callApiWith } from '~/lib/api';
export { makePost } from './factories';
