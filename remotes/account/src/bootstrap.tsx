import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { StandaloneApp } from '@manifest/remote-kit/standalone-app';

import { STANDALONE_ROUTES } from './app/standalone-routes';

import './app/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <StandaloneApp remote="account" routes={STANDALONE_ROUTES} />
  </StrictMode>,
);
