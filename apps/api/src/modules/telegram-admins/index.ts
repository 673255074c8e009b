import { routesModule } from '../../lib/routes-module';
import { telegramAdminsRoutes } from './telegram-admins.routes';

/** The newsroom editors allowed to post by messaging the station's Telegram bot. */
export const telegramAdminsModule = routesModule('/telegram-admin', telegramAdminsRoutes);
