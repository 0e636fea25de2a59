import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { initI18n, UI_LANGUAGES } from '@chartroom/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadHubLanguage } from './i18n/hub-i18n';
import './styles.css';

// Interface language: the browser's when Chartroom speaks it (en, fr, tr, es), else English.
const browserLanguage = navigator.language.slice(0, 2).toLowerCase();
const i18n = initI18n(
  (UI_LANGUAGES as readonly string[]).includes(browserLanguage) ? browserLanguage : 'en',
);
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The hub's texts in another language than English are a chunk of their own: load it first.
loadHubLanguage(i18n.language)
  .catch((error: unknown) => console.error('Could not load the interface language', error))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
