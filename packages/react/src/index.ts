export {
  ChartroomDashboard,
  type ChartroomDashboardProps,
} from './components/public/ChartroomDashboard';
export { shareUrl, tokenExpiry, type ShareUrlOptions } from './embed/share-url';
