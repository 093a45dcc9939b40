/**
 * The page inside a package exported for an LMS (issue 25 §1): index.html loads content.js (the
 * material, on window[LMS_PACKAGE_GLOBAL]), then this script, built on its own into one classic
 * script and one style sheet (vite.lms-player.config.ts) so the package runs from any LMS and
 * even from a disk, with no module loading and no call to this server. A linked export's
 * content.js names the hosted material instead, and this script (then loaded from this server)
 * plays that.
 */
import { LMS_PACKAGE_GLOBAL, type LmsPackageScript } from '@learnhub/content';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LinkedLaunch, LmsPlayer, sessionFor } from './features/lms-player';
import './ui/index.css';

const container = document.getElementById('root');
const content = (window as unknown as Record<string, LmsPackageScript | undefined>)[LMS_PACKAGE_GLOBAL];
if (!container || !content) throw new Error('index.html needs a #root element and content.js');

createRoot(container).render(
  <StrictMode>{'linked' in content ? <LinkedLaunch launcher={content} /> : <LmsPlayer content={content} session={sessionFor(content.format)} />}</StrictMode>,
);
