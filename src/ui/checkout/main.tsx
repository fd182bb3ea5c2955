import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCheckoutMachine } from '../../infrastructure/di/checkout-composition';
import { CheckoutApp } from './checkout-app';
import { checkoutPageOf } from './checkout-route';
// Urdu captions use the Arabic-script subset of Noto Sans Arabic (system fonts often lack Urdu letters such
// as ہ and ے), declared in checkout.css and preloaded by checkout.html.
import './checkout.css';

// The checkout's own build entry (checkout.html): no portal shell, no PrimeReact, no charts
// (docs/decisions/0031-hosted-checkout.md).
const page = checkoutPageOf(window.location.pathname, window.location.search);
const machine = createCheckoutMachine(import.meta.env as Record<string, string | boolean | undefined>, (url) => window.location.assign(url));
const root = document.getElementById('checkout-root');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <CheckoutApp page={page} machine={machine} />
    </StrictMode>,
  );
}
