import { useEffect, useMemo } from 'react';
import { shareUrl, tokenExpiry, type ShareUrlOptions } from '../../embed/share-url';

export interface ChartroomDashboardProps extends Omit<ShareUrlOptions, 'host'> {
  /** Where Chartroom runs, e.g. https://analytics.example.com. */
  host: string;
  /** Called once, with the expiry time, when the tenant token expires. */
  onTokenExpired?: (expiredAt: Date) => void;
  width?: number | string;
  height?: number | string;
  title?: string;
}

/** Embeds a Chartroom dashboard for a tenant in an iframe (1000x1000 by default). */
export function ChartroomDashboard({
  onTokenExpired,
  width = 1000,
  height = 1000,
  title = 'Chartroom dashboard',
  ...options
}: ChartroomDashboardProps) {
  const src = useMemo(() => shareUrl(options), [options]);
  const { token } = options;
  useEffect(() => {
    const expiry = tokenExpiry(token);
    if (!onTokenExpired || expiry === null) return;
    const timer = setTimeout(
      () => onTokenExpired(new Date(expiry)),
      Math.max(0, expiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [token, onTokenExpired]);
  return <iframe src={src} width={width} height={height} title={title} style={{ border: 0 }} />;
}
