import { lazy, type ComponentType } from 'react';
import type { PanelId, PanelProps } from '../lib/panels';

/**
 * PANEL REGISTRY — the contents of the overlay panels (one Mantine Modal, src/app/PanelHost.tsx).
 * Open a panel from anywhere with `usePanels().open('cart')` / `openPanel('payment', { clientSecret })`
 * (src/lib/panels.ts). A feature registers its panel with one line, lazily:
 *   cart: { titleKey: 'shop:cart.title', size: 'lg', component: lazy(() => import('../features/shop/components/CartPanel')) },
 * The component receives `{ close, props }` (PanelProps). Small screens show panels full-screen.
 */
export interface PanelEntry {
  /** i18n key of the dialog title (also its accessible name) */
  titleKey: string;
  size: 'sm' | 'md' | 'lg' | 'xl' | '100%';
  component: ComponentType<PanelProps>;
}

export const panelRegistry: Record<PanelId, PanelEntry> = {
  profile: {
    titleKey: 'profile:title',
    size: 'xl',
    component: lazy(() => import('../features/profile/components/ProfilePanel')),
  },
  manual: {
    titleKey: 'manual:title',
    size: 'xl',
    component: lazy(() => import('../features/manual/components/ManualPanel')),
  },
  cart: {
    titleKey: 'panels.cart',
    size: 'lg',
    component: lazy(() => import('../features/shop/components/CartPanel')),
  },
  bought: {
    titleKey: 'panels.bought',
    size: 'lg',
    component: lazy(() => import('../features/shop/components/BoughtPanel')),
  },
  cacheRoles: {
    titleKey: 'panels.cacheRoles',
    size: 'xl',
    component: lazy(() => import('../features/cache-roles/components/CacheRolesPanel')),
  },
  payment: {
    titleKey: 'panels.payment',
    size: 'md',
    component: lazy(() => import('../features/shop/components/PaymentPanel')),
  },
};
