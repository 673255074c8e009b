/** The contact forms' messages and the console's inbox. */
export { CONTACT_THANKS, contactRoutes } from './contact.routes';
