import { routesModule } from '../../lib/routes-module';
import { contactRoutes } from './contact.routes';

/** The contact forms' messages and the console's inbox. */
export const contactModule = routesModule('/contact', contactRoutes);
export { CONTACT_THANKS } from './contact.routes';
