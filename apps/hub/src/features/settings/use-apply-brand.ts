import { useEffect } from 'react';
import { useBrand } from './brand-theme';
import { useOrganizationSettings } from './use-settings';

/**
 * The admin shell's hub takes the organisation's primary colour (Settings → Organisation) as its
 * theme's primary colour while it is shown; a saved change applies at once (the settings answer
 * replaces the cached one). Leaving the shell (signing out) goes back to Chartroom's violet.
 */
export function useApplyBrand(): void {
  const primaryColor = useOrganizationSettings().data?.primaryColor ?? null;
  const setPrimaryColor = useBrand((s) => s.setPrimaryColor);
  useEffect(() => {
    setPrimaryColor(primaryColor);
  }, [primaryColor, setPrimaryColor]);
  useEffect(() => () => setPrimaryColor(null), [setPrimaryColor]);
}
