/**
 * The browser's entry. A page the server rendered (ADR 010) is painted first, and the app that takes
 * it over is fetched just after: on a slow line its download would otherwise hold up the page's first
 * paint and compete with its pictures. A page sent empty (the admin area) starts the app at once.
 */
import './styles.css';

import { PAGE_DATA_ELEMENT_ID } from './lib/page-data.ts';

const startApp = () => void import('./main.tsx');
if (document.getElementById(PAGE_DATA_ELEMENT_ID)) requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
