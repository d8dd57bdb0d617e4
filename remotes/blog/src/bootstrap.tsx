import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { pageRoutesOf } from '@manifest/remote-kit/page-routes';
import { StandaloneApp } from '@manifest/remote-kit/standalone-app';

import { PAGES } from './pages';

import './app/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <StandaloneApp
      remote="blog"
      routes={pageRoutesOf(PAGES, (file) => import(`./pages/${file}.tsx`))}
    />
  </StrictMode>,
);
