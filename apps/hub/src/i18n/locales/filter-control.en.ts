/** English texts of the 'Configure filter control' modal (`hub:filterControl.*`). */
export const filterControlEn = {
  title: 'Configure filter control',
  intro: 'Provide a unique key for this filter to control it in your app',
  keyLabel: 'Control key',
  usage: 'Usage',
  saveNote: 'Please save the dashboard to use this feature.',
  duplicate: 'Another filter of this dashboard already has this key.',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
};
