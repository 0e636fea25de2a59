/** English texts of dashboard versions: selector, restore, outdated notice (`hub:dashboardVersions.*`). */
export const dashboardVersionsEn = {
  label: 'Version',
  option: 'v{{version}}',
  latestOption: 'v{{version}} (latest)',
  restore: 'Restore',
  restoring: 'Restoring...',
  restored: 'Version {{from}} restored as version {{to}}.',
  restoreFailed: 'The version could not be restored',
  noVersions: 'This dashboard has no saved version.',
  oldVersionArea: 'Version {{version}}, read only',
  outdatedTitle: 'You have an outdated dashboard version!',
  outdatedText: 'Do you want to refresh the dashboard? Your unsaved changes will be lost.',
  refresh: 'Refresh',
  continue: 'Continue',
};
