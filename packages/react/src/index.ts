export {
  ChartroomDashboard,
  type ChartroomDashboardProps,
} from './components/public/ChartroomDashboard';
export { shareUrl, tokenExpiry, type ShareUrlOptions } from './embed/share-url';
export {
  isTokenExpiredMessage,
  TOKEN_EXPIRED_MESSAGE,
  type TokenExpiredMessage,
} from './embed/token-expiry';
