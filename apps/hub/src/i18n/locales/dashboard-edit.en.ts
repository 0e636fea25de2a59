/** English texts of a dashboard's edit mode, saving and local drafts (`hub:dashboardEdit.*`). */
export const dashboardEditEn = {
  edit: 'Edit',
  done: 'Done',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved',
  reset: 'Reset changes',
  unsaved: 'You have unsaved changes...',
  saveError: 'Error updating dashboard',
  titleLabel: 'Dashboard title',
  titleRequired: 'Title is required',
  sidebarTitle: 'Edit chart',
  unsavedWarning: '(Unsaved changes will be lost! Click X again to close)',
  closeSidebar: 'Close',
  resizeSidebar: 'Resize the chart sidebar',
  chartLoadError: 'The chart could not be loaded: {{message}}',
  addedToDraft: '“{{name}}” was added. Save to keep it on the dashboard.',
  leaveTitle: 'Leave with unsaved changes?',
  leaveText:
    'Your changes to this dashboard are not saved. They stay as a draft in this browser until you save or reset them.',
  stay: 'Stay',
  leave: 'Leave',
};
