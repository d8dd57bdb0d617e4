import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { StandaloneApp } from './app/standalone-app';

import './app/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
