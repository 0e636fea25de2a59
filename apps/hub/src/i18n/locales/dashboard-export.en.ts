/** English texts of the Deploy dialog and the PDF download (`hub:dashboardExport.*`). */
export const dashboardExportEn = {
  deploy: {
    button: 'Deploy',
    title: 'Deploy dashboard',
    intro:
      'Embed this dashboard in your app. Your server signs a token for each of your tenants; the page shows the dashboard with it.',
    iframeTab: 'IFrame',
    reactTab: 'React',
    reactNotInPlan: 'The React tab is not part of the startup plan.',
    serverStep: '1. Sign a tenant token on your server',
    serverHint:
      'Set {{variable}} to your embed secret (Settings > Embedding). Never send the secret to the browser.',
    iframeStep: '2. Put the iframe in your page',
    iframeHint: 'Replace {{placeholder}} with the token your server signed.',
    reactStep: '2. Render the dashboard in your React app',
    reactHint: 'Pass the token your server signed as the token prop.',
    copy: 'Copy',
    copied: 'Copied',
    planError: 'Could not read your plan: {{message}}',
  },
  pdf: {
    download: 'Download PDF',
    preparing: 'Preparing PDF…',
    failed: 'The PDF could not be made: {{message}}',
    notInPlan: 'PDF download is not part of the startup plan.',
  },
};
