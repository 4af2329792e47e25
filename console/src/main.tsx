import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@kyu/core';
import { App } from './app';
import { MOUNTS, mountFor } from './mounts';
import './styles.css';

// Outside its three prefixes (only in development, at /console/) the console lists them.
const ConsoleIndex = () => (
  <ul>
    {MOUNTS.map((m) => (
      <li key={m.key}>
        <a href={m.landing}>{m.basename}</a>
      </li>
    ))}
  </ul>
);

configureApi({ baseUrl: '/api/v1' });
const mount = mountFor(window.location.pathname);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>{mount ? <App mount={mount} /> : <ConsoleIndex />}</StrictMode>,
  );
}
