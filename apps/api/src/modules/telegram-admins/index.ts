/** The newsroom editors allowed to post by messaging the station's Telegram bot. */
export { telegramAdminsRoutes } from './telegram-admins.routes';
