/** Posting from Telegram: the bot's webhook turns the Telegram admins' messages into posts. */
export { telegramWebhookRoutes } from './telegram-webhook.routes';
