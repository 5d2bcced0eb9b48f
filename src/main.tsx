import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './ui/App';
import { takeJoinFromAddress } from './ui/features/venue/join';
import { useUi } from './store/ui';
import { reportPairingThatStoppedThePage } from './ui/pairing';
import './ui/app.css';

// Precached by vite-plugin-pwa: after the first load the app runs with no network.
// On a phone on the venue's network (http://<hub>, not a secure context) there is no service worker.
registerSW({ immediate: true });

// Opened from a hub's join link (a phone scanning its QR code): remember the code, show the venue.
if (takeJoinFromAddress()) useUi.getState().navigate({ screen: 'venue' });

// A pairing that ran the page out of memory stopped it: say so on the event's screen.
reportPairingThatStoppedThePage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
