export { LoadingDots } from './loading-dots';
